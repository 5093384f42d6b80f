// Text cleaning shared by every extractor: JSON-LD strings often carry encoded or even
// double-encoded entities and stray markup.
import { decodeHTML } from 'entities';

const TAG = /<\/?[a-zA-Z][^>]*>/g;
const BLOCK_TAG = /<\/?(?:p|br|li|div|h[1-6]|ol|ul)\b[^>]*>/gi;

/** Decodes entities (repeatedly, for double-encoded text) and strips tags; keeps newlines if asked. */
export function cleanText(value: unknown, keepLines = false): string {
  if (value == null) return '';
  let s = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  for (let i = 0; i < 3 && /&(?:#\d+|#x[\da-f]+|[a-z]+\d*);/i.test(s); i++) s = decodeHTML(s);
  if (keepLines) s = s.replace(BLOCK_TAG, '\n');
  s = s
    .replace(TAG, ' ')
    .replace(/\u00a0/g, ' ')
    .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '');
  if (keepLines) {
    return s
      .split(/\r\n?|\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
  }
  return s.replace(/\s+/g, ' ').trim();
}

/** First usable string of a schema.org value that may be a string, an array or an object. */
export function firstString(value: unknown): string {
  if (Array.isArray(value)) {
    for (const item of value) {
      const s = firstString(item);
      if (s) return s;
    }
    return '';
  }
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return firstString(obj.name ?? obj['@value'] ?? obj.text ?? '');
  }
  return cleanText(value);
}

/** Every string of a value that may be a comma-separated string, an array or `{name}` objects. */
export function stringList(value: unknown): string[] {
  const out: string[] = [];
  const add = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(add);
    else if (v && typeof v === 'object') add((v as Record<string, unknown>).name ?? '');
    else
      for (const part of cleanText(v).split(',')) {
        const s = part.trim();
        if (s && !out.some((o) => o.toLowerCase() === s.toLowerCase())) out.push(s);
      }
  };
  add(value);
  return out;
}
