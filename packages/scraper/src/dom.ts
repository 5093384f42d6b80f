// A small, forgiving HTML tree builder. Recipe extraction only needs elements, attributes and
// text, so it skips the HTML5 insertion modes that make spec parsers slow on 300 KB pages.
import { decodeHTML, decodeHTMLAttribute } from 'entities';

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  parent: HtmlElement | null;
}
export type HtmlNode = HtmlElement | string;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'template']);
// Start tags that implicitly close an open element of the same kind (<li>…<li>, <p>…<p>).
const SELF_CLOSING_SIBLINGS = new Set(['li', 'p', 'option', 'tr', 'td', 'th', 'dt', 'dd']);

// As in browsers, a quote opens a quoted value only right after `=`: a stray quote elsewhere
// (`type="text/css media="screen"`) must not swallow the rest of the page.
const TAG_RE = /<(\/?)([a-zA-Z][\w:-]*)([^>=]*(?:=\s*(?:"[^"]*"|'[^']*'|)[^>=]*)*)>|<!--[\s\S]*?-->|<![^>]*>|<\?[^>]*>/g;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (!source) return attrs;
  ATTR_RE.lastIndex = 0;
  for (let m = ATTR_RE.exec(source); m; m = ATTR_RE.exec(source)) {
    const name = m[1].toLowerCase();
    if (name in attrs) continue;
    const raw = m[2] ?? m[3] ?? m[4] ?? '';
    attrs[name] = raw.includes('&') ? decodeHTMLAttribute(raw) : raw;
  }
  return attrs;
}

export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [], parent: null };
  let current = root;
  let last = 0;
  const pushText = (raw: string) => {
    if (raw) current.children.push(raw.includes('&') ? decodeHTML(raw) : raw);
  };
  TAG_RE.lastIndex = 0;
  for (let m = TAG_RE.exec(html); m; m = TAG_RE.exec(html)) {
    pushText(html.slice(last, m.index));
    last = TAG_RE.lastIndex;
    if (!m[2]) continue;
    const tag = m[2].toLowerCase();
    if (m[1]) {
      let open: HtmlElement | null = current;
      while (open && open.tag !== tag) open = open.parent;
      if (open?.parent) current = open.parent;
      continue;
    }
    if (SELF_CLOSING_SIBLINGS.has(tag) && current.tag === tag && current.parent) current = current.parent;
    const el: HtmlElement = { tag, attrs: parseAttrs(m[3]), children: [], parent: current };
    current.children.push(el);
    if (VOID.has(tag) || m[3].endsWith('/')) continue;
    if (RAW_TEXT.has(tag)) {
      const close = indexOfClose(html, tag, last);
      const end = close < 0 ? html.length : close;
      const body = html.slice(last, end);
      if (body) el.children.push(tag === 'script' || tag === 'style' ? body : decodeHTML(body));
      const after = html.indexOf('>', end);
      last = after < 0 ? html.length : after + 1;
      TAG_RE.lastIndex = last;
      continue;
    }
    current = el;
  }
  pushText(html.slice(last));
  return root;
}

const closeRes = new Map<string, RegExp>();
function indexOfClose(html: string, tag: string, from: number): number {
  let re = closeRes.get(tag);
  if (!re) {
    re = new RegExp(`</${tag}\\s*>`, 'ig');
    closeRes.set(tag, re);
  }
  re.lastIndex = from;
  const m = re.exec(html);
  return m ? m.index : -1;
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return typeof node !== 'string';
}

/** Depth-first visit of every element; returning false skips the element's children. */
export function walk(node: HtmlElement, visit: (el: HtmlElement) => unknown): void {
  for (const child of node.children) {
    if (typeof child === 'string') continue;
    if (visit(child) === false) continue;
    walk(child, visit);
  }
}

export function findAll(node: HtmlElement, test: (el: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  walk(node, (el) => {
    if (test(el)) found.push(el);
  });
  return found;
}

export function findFirst(node: HtmlElement, test: (el: HtmlElement) => boolean): HtmlElement | null {
  let found: HtmlElement | null = null;
  walk(node, (el) => {
    if (found) return false;
    if (test(el)) found = el;
  });
  return found;
}

const BLOCK = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'section',
  'article',
  'header',
  'footer',
  'dd',
  'dt',
  'table',
  'blockquote',
]);
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'select']);

// Table cells sit side by side: their texts are kept apart by a space, never glued.
const CELL = new Set(['td', 'th']);

/**
 * Text of an element. Block boundaries become newlines when `lines` is set (a space otherwise);
 * line breaks in the HTML source are only spacing, except inside <pre>.
 */
export function textOf(node: HtmlNode, lines = false): string {
  if (typeof node === 'string') return node;
  const parts: string[] = [];
  const collect = (el: HtmlElement, pre: boolean) => {
    for (const child of el.children) {
      if (typeof child === 'string') {
        parts.push(lines && !pre && child.includes('\n') ? child.replace(/\s*\n\s*/g, ' ') : child);
      } else if (!HIDDEN.has(child.tag)) {
        const gap = BLOCK.has(child.tag) ? (lines ? '\n' : ' ') : CELL.has(child.tag) ? ' ' : '';
        if (gap) parts.push(gap);
        collect(child, pre || child.tag === 'pre');
        if (gap) parts.push(gap);
      }
    }
  };
  if (HIDDEN.has(node.tag) && node.tag !== 'script') return '';
  if (node.tag === 'script') return node.children.filter((c) => typeof c === 'string').join('');
  collect(node, node.tag === 'pre');
  return parts.join('');
}

/**
 * Text of a small element with <br> and block boundaries as newlines, or null as soon as its
 * visible text grows past `max` characters.
 */
export function shortText(node: HtmlElement, max: number): string | null {
  let visible = 0;
  // A box with hundreds of nodes is never a short label, however little text it shows.
  let budget = max * 2;
  const parts: string[] = [];
  const collect = (el: HtmlElement): boolean => {
    for (const child of el.children) {
      if (--budget < 0) return false;
      if (typeof child === 'string') {
        const text = child.replace(/\s+/g, ' ');
        visible += text.trim().length;
        if (visible > max) return false;
        parts.push(text);
      } else if (child.tag === 'br') {
        parts.push('\n');
      } else if (!HIDDEN.has(child.tag)) {
        const block = BLOCK.has(child.tag);
        if (block) parts.push('\n');
        if (!collect(child)) return false;
        parts.push(block ? '\n' : '');
      }
    }
    return true;
  };
  return collect(node) ? parts.join('') : null;
}

export function classList(el: HtmlElement): string[] {
  const cls = el.attrs.class;
  return cls ? cls.split(/\s+/).filter(Boolean) : [];
}
