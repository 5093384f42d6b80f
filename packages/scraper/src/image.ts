// Picks the recipe's picture among schema.org image(s), og:image and twitter:image: the largest
// known size wins, the first candidate among equals; logos and icons go last.

export interface ImageCandidate {
  url: string;
  width?: number;
  height?: number;
}

type Node = Record<string, unknown>;

function toNumber(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number.parseInt(v, 10) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function absoluteUrl(href: string, base: string): string {
  const trimmed = href.trim();
  if (!trimmed || trimmed.startsWith('data:')) return '';
  try {
    return new URL(trimmed, base).href;
  } catch {
    return '';
  }
}

/** Image candidates from a schema.org `image` value: URL, ImageObject, or an array of either. */
export function schemaImages(value: unknown, base: string): ImageCandidate[] {
  const out: ImageCandidate[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'string') {
      const url = absoluteUrl(v, base);
      if (url) out.push({ url });
    } else if (v && typeof v === 'object') {
      const node = v as Node;
      const raw = node.url ?? node.contentUrl ?? node['@id'];
      const url = typeof raw === 'string' ? absoluteUrl(raw, base) : '';
      if (url) out.push({ url, width: toNumber(node.width), height: toNumber(node.height) });
      else if (Array.isArray(raw)) visit(raw);
    }
  };
  visit(value);
  return out;
}

function area(c: ImageCandidate): number {
  let w = c.width;
  let h = c.height;
  const path = c.url.split('?')[0];
  const inPath = /[-_/](\d{2,4})x(\d{2,4})(?=[._/-]|$)/.exec(path) ?? /\bw-(\d{2,4})-h-(\d{2,4})\b/.exec(path);
  if (!w && inPath) {
    w = Number(inPath[1]);
    h = Number(inPath[2]);
  }
  if (!w) {
    const q = c.url.split('?')[1] ?? '';
    const qw = /(?:^|&)(?:w|width)=(\d+)/.exec(q);
    const qh = /(?:^|&)(?:h|height)=(\d+)/.exec(q);
    if (qw) w = Number(qw[1]);
    if (qh) h = Number(qh[1]);
  }
  if (!w && !h) return 0;
  // With one side known, assume a 16:9 picture so that a fully sized candidate of the same
  // width ranks first.
  if (!w || !h) return ((w ?? h ?? 0) ** 2 * 9) / 16;
  return w * h;
}

export const LOGO = /logo|icon|favicon|placeholder|blank\.(?:gif|png)|sprite/i;

export function chooseImage(candidates: ImageCandidate[]): string | undefined {
  let best: ImageCandidate | undefined;
  let bestKey = -Infinity;
  for (const c of candidates) {
    const key = LOGO.test(c.url) ? -1 : area(c);
    if (key > bestKey) {
      best = c;
      bestKey = key;
    }
  }
  return best?.url;
}
