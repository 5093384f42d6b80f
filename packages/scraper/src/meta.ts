// Page-level metadata: OpenGraph, Twitter cards, <meta name>, <title> and <html lang>. It fills
// fields structured data leaves empty and is the last resort for name, description and image.
import { findAll, findFirst, type HtmlElement, textOf } from './dom.ts';
import type { ImageCandidate } from './image.ts';
import { absoluteUrl } from './image.ts';
import { cleanText } from './text.ts';

export interface PageMeta {
  title: string;
  description: string;
  descriptions: string[];
  siteName: string;
  images: ImageCandidate[];
  language: string;
  keywords: string;
  canonical: string;
  /** `article:section` values, then `article:tag` values. */
  sections: string[];
  articleTags: string[];
}

export function readMeta(root: HtmlElement, url: string): PageMeta {
  const values = new Map<string, string[]>();
  let canonical = '';
  for (const el of findAll(root, (e) => e.tag === 'meta' || e.tag === 'link')) {
    if (el.tag === 'link') {
      if (/\bcanonical\b/i.test(el.attrs.rel ?? '') && el.attrs.href) canonical = el.attrs.href;
      continue;
    }
    const key = (el.attrs.property ?? el.attrs.name ?? el.attrs.itemprop ?? '').toLowerCase();
    const content = el.attrs.content;
    if (!key || content === undefined) continue;
    const list = values.get(key) ?? [];
    list.push(content);
    values.set(key, list);
  }
  const get = (...keys: string[]) => {
    for (const k of keys) {
      const v = values.get(k)?.find((s) => s.trim());
      if (v) return cleanText(v);
    }
    return '';
  };
  const images: ImageCandidate[] = [];
  const og = values.get('og:image') ?? values.get('og:image:url') ?? values.get('og:image:secure_url') ?? [];
  const widths = values.get('og:image:width') ?? [];
  const heights = values.get('og:image:height') ?? [];
  og.forEach((src, i) => {
    const abs = absoluteUrl(src, url);
    if (abs) images.push({ url: abs, width: Number(widths[i]) || undefined, height: Number(heights[i]) || undefined });
  });
  for (const src of [...(values.get('twitter:image') ?? []), ...(values.get('twitter:image:src') ?? [])]) {
    const abs = absoluteUrl(src, url);
    if (abs) images.push({ url: abs });
  }
  const titleEl = findFirst(root, (e) => e.tag === 'title');
  const html = findFirst(root, (e) => e.tag === 'html');
  return {
    title: get('og:title', 'twitter:title') || cleanText(titleEl ? textOf(titleEl) : ''),
    description: get('og:description', 'description', 'twitter:description'),
    descriptions: ['og:description', 'description', 'twitter:description'].map((k) => get(k)).filter(Boolean),
    siteName: get('og:site_name', 'application-name'),
    images,
    language: html?.attrs.lang ?? get('og:locale', 'language', 'content-language'),
    keywords: get('keywords', 'news_keywords'),
    canonical,
    sections: (values.get('article:section') ?? []).map((v) => cleanText(v)).filter(Boolean),
    articleTags: (values.get('article:tag') ?? []).map((v) => cleanText(v)).filter(Boolean),
  };
}

/** Drops a trailing " | Site Name" or " - Site" from a page title. */
export function stripSiteName(title: string, siteName: string): string {
  const parts = title.split(/\s+[|–—-]\s+|\s+::\s+/);
  if (parts.length < 2) return title;
  if (siteName) {
    const site = siteName.toLowerCase();
    const kept = parts.filter((p) => p.toLowerCase() !== site && !site.includes(p.toLowerCase()));
    if (kept.length && kept.length < parts.length) return kept.join(' - ');
  }
  return parts.length === 2 && parts[1].split(' ').length <= 4 ? parts[0] : title;
}
