// Ingredient lines as Mealie stores them: the text kept whole, group headings moved onto the
// first line of their group as its title.
import { cleanText } from './text.ts';
import type { Ingredient } from './types.ts';

type Node = Record<string, unknown>;

/** A short line ending in a colon ("For the sauce:") heads the ingredient lines after it. */
export function groupIngredients(lines: string[]): Ingredient[] {
  const out: Ingredient[] = [];
  let title: string | undefined;
  for (const line of lines) {
    if (/[:：]$/.test(line) && !/\d/.test(line) && line.length <= 50) {
      title = line.replace(/[:：]$/, '').trim();
      continue;
    }
    out.push(title ? { title, note: line, originalText: line } : { note: line, originalText: line });
    title = undefined;
  }
  return out;
}

export function ingredientLines(value: unknown): Ingredient[] {
  const lines: string[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') visit((v as Node).text ?? (v as Node).name ?? '');
    else
      for (const line of cleanText(v, true).split('\n')) {
        const text = line.trim();
        if (text) lines.push(text);
      }
  };
  visit(value);
  return groupIngredients(lines);
}
