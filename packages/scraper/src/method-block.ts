// The method of a page without recipe markup, read from structure every recipe page shares: the
// steps follow the ingredient block, as an ordered list, numbered paragraphs or paragraphs under
// a method heading, and end at the next unrelated heading, a comment or footer area, or prose
// that no longer reads as steps.
import { type HtmlElement, type HtmlNode, textOf } from './dom.ts';
import { isAmountLine, NUMBERED_STEP } from './ingredients.ts';
import { joinWrapped, STEP_NUMBER_ONLY, type Step } from './instructions.ts';
import { INGREDIENT_HEADING, STEP_HEADING, STOP_HEADING } from './section-headings.ts';
import { cleanText } from './text.ts';

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'select', 'iframe', 'img', 'picture', 'figure', 'video']);
const CHROME = new Set(['nav', 'footer', 'aside', 'form', 'header']);
const HEADING = /^h[1-6]$/;
const CHROME_HINT = /comment|related|share|social|newsletter|subscribe|sidebar|footer|author-bio|widget/i;
// Past this much text that reads as neither steps nor their headings, the method is not near.
const SEARCH_CHARS = 1500;

/** Six words, or six Chinese, Japanese or Korean characters (written without spaces). */
export function isSentence(text: string): boolean {
  return text.trim().split(/\s+/).length >= 6 || /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{6}/.test(text);
}

function linkShare(el: HtmlElement): number {
  const all = cleanText(textOf(el)).length;
  if (!all) return 0;
  let links = 0;
  const visit = (e: HtmlElement) => {
    for (const c of e.children) {
      if (typeof c === 'string') continue;
      if (c.tag === 'a') links += cleanText(textOf(c)).length;
      else visit(c);
    }
  };
  visit(el);
  return links / all;
}

function hasBlockChild(el: HtmlElement): boolean {
  return el.children.some(
    (c) => typeof c !== 'string' && /^(?:p|div|ul|ol|h[1-6]|section|article|table|li|dl|blockquote|figure)$/.test(c.tag),
  );
}

function lines(el: HtmlNode): string[] {
  return cleanText(textOf(el, true), true)
    .split('\n')
    .map((l) => l.replace(/^[-–•*·]\s*/, '').trim())
    .filter((l) => l && !STEP_NUMBER_ONLY.test(l));
}

function leafItems(list: HtmlElement): HtmlElement[] {
  const items: HtmlElement[] = [];
  const visit = (el: HtmlElement) => {
    for (const c of el.children) {
      if (typeof c === 'string') continue;
      if (c.tag === 'li') {
        if (c.children.some((g) => typeof g !== 'string' && (g.tag === 'ul' || g.tag === 'ol'))) visit(c);
        else items.push(c);
      } else if (c.tag !== 'ul' && c.tag !== 'ol') visit(c);
    }
  };
  visit(list);
  return items;
}

function label(text: string): string {
  return text
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/[:：]$/, '')
    .trim();
}

/**
 * The steps that follow `anchor` (the ingredient block) in document order. `labelled` says the
 * method heading has been seen already.
 */
export function stepsAfter(anchor: HtmlElement): Step[] {
  const out: string[] = [];
  let started = false;
  let labelled = false;
  let pending: string | undefined;
  let skipped = 0;
  let done = false;

  const stop = () => {
    done = true;
  };
  // Prose right after the ingredients, not yet known to be the method: a single paragraph
  // followed by a heading or by a list of steps was an aside.
  let tentative: string[] = [];
  const drop = () => {
    skipped += tentative.join(' ').length;
    tentative = [];
    pending = undefined;
  };
  const push = (texts: string[]) => {
    out.push(...tentative);
    tentative = [];
    if (pending) out.push(pending);
    pending = undefined;
    out.push(...texts);
    started = true;
  };
  const heading = (text: string) => {
    const name = label(text);
    if (!name) return;
    if (STOP_HEADING.test(name) || (started && INGREDIENT_HEADING.test(name))) {
      // "Notes" after a paragraph of method: the paragraph was the method.
      if (tentative.length) push([]);
      if (started || labelled) stop();
      return;
    }
    // "Step 1" headings mark the method as a method label does.
    if (STEP_HEADING.test(name) || STEP_NUMBER_ONLY.test(name)) {
      labelled = true;
      if (pending && started) stop();
      return;
    }
    if (!started && tentative.length) {
      // A heading after the first paragraph: a group of steps if more steps follow.
      if (pending) drop();
      else pending = text;
      return;
    }
    // Before the first step, only a heading that reads as a step group's ("1. Make the sauce:")
    // is kept for it.
    if (!started) {
      pending = NUMBERED_STEP.test(name) || /[:：]\s*$/.test(text) ? text : undefined;
      return;
    }
    // An unrelated heading right after another one, or a question to the reader ("Did you
    // make it?", an FAQ): the method is over.
    if (started && (pending || /[?？]$/.test(name))) return stop();
    if (started) pending = text;
  };
  const prose = (texts: string[], el: HtmlElement | null) => {
    const steps = texts.filter((t) => (isSentence(t) || NUMBERED_STEP.test(t)) && !isAmountLine(t));
    if (steps.length && steps.length >= texts.length * 0.5) {
      const lines = texts.filter((t) => !/^\d+$/.test(t));
      if (started || labelled || numbered(texts) || tentative.length || steps.length >= 2) return push(lines);
      if (skipped === 0) {
        tentative = lines;
        return;
      }
    }
    // Ingredient lines between two parts of the method (a hand-written post that lists what
    // each step needs) are passed over.
    const amounts = texts.every((t) => isAmountLine(t) && t.length <= 120);
    if (started && amounts) return;
    const short = texts.length === 1 && texts[0].split(/\s+/).length <= 8 && !/[.!?。]$/.test(texts[0]);
    // A short bold line or one ending in a colon heads a group of steps.
    if (short && (started || labelled) && (el ? isEmphasised(el) || /[:：]$/.test(texts[0]) : /[:：]$/.test(texts[0]))) {
      heading(texts[0]);
      return;
    }
    // Other text after the steps ends them.
    if (started) return stop();
    skipped += texts.join(' ').length;
    if (skipped > SEARCH_CHARS) stop();
  };
  const list = (el: HtmlElement) => {
    const items = leafItems(el)
      .map((li) =>
        cleanText(textOf(li, true), true)
          .replace(/:[ \t]*\n+(?=\s*\S)/g, ': ')
          .split('\n')
          // The item's number in a box of its own ("1", "Step 2") is not part of the step.
          .filter((line) => !STEP_NUMBER_ONLY.test(line))
          .join(' '),
      )
      .filter(Boolean);
    if (!items.length) return;
    // Bulleted steps may be short ("Add the flour."), but not a few words of tags or links.
    const stepLike = items.filter((t) => isSentence(t) || (t.split(/\s+/).length >= 3 && /[.!。！,]$/.test(t))).length;
    const amounts = items.filter((t) => isAmountLine(t) && t.length <= 100).length;
    // Once the method has begun, a further list of a few words a line goes on with it.
    const words = items.join(' ').split(/\s+/).length / items.length;
    // Questions to the reader ("Did you like it?") are not steps.
    const questions = items.filter((t) => /[?？]$/.test(t)).length;
    const continues = started && words >= 3 && questions === 0;
    if (linkShare(el) < 0.5 && (stepLike >= items.length * 0.6 || continues) && amounts < items.length * 0.5) {
      // A lone paragraph (and the heading after it) before a list of steps was an aside.
      if (!started && tentative.length) {
        tentative = [];
        pending = undefined;
      }
      push(items);
      return;
    }
    if (started) return stop();
    drop();
    // Another ingredient group, or a list of facts, before the method.
    if (amounts < items.length * 0.5) skipped += items.join(' ').length;
    if (skipped > SEARCH_CHARS) stop();
  };
  const visit = (node: HtmlNode) => {
    if (done) return;
    if (typeof node === 'string') {
      const text = cleanText(node);
      if (text) prose([text], null);
      return;
    }
    if (SKIP.has(node.tag)) return;
    const hint = `${node.attrs.class ?? ''} ${node.attrs.id ?? ''}`;
    if (CHROME.has(node.tag) || CHROME_HINT.test(hint)) {
      if (started) stop();
      return;
    }
    if (HEADING.test(node.tag)) return heading(cleanText(textOf(node)));
    if (node.tag === 'ul' || node.tag === 'ol') return list(node);
    if (node.tag === 'table' || node.tag === 'dl') {
      if (started) stop();
      return;
    }
    if (node.tag === 'p' || !hasBlockChild(node)) {
      const texts = lines(node);
      if (texts.length) prose(texts, node);
      return;
    }
    for (const child of node.children) visit(child);
  };

  for (let el: HtmlElement | null = anchor; el?.parent && !done; el = el.parent) {
    const siblings = el.parent.children;
    for (const node of siblings.slice(siblings.indexOf(el) + 1)) {
      visit(node);
      if (done) break;
    }
    if (el.parent.tag === 'body' || el.parent.tag === 'main' || el.parent.tag === 'article') {
      // The method does not continue past the article.
      if (started) break;
    }
  }
  if (!started) out.push(...tentative);
  return joinWrapped(out).map((text) => ({ text }));
}

/** "1. …", "2- …": paragraphs numbered in order are steps, however short. */
function numbered(texts: string[]): boolean {
  return NUMBERED_STEP.test(texts[0]);
}

function isEmphasised(el: HtmlElement): boolean {
  const text = cleanText(textOf(el));
  const strong = el.children.find((c) => typeof c !== 'string' && /^(?:strong|b|em)$/.test(c.tag)) as HtmlElement | undefined;
  return strong !== undefined && cleanText(textOf(strong)) === text;
}
