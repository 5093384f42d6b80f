// Some sites put only each step's heading in their JSON-LD ("Cook the rice noodles") while the
// page prints the heading with its paragraph. The page's text completes such steps.
import { type HtmlElement, type HtmlNode, shortText, textOf } from './dom.ts';
import type { Step } from './instructions.ts';
import { cleanText } from './text.ts';

const SKIP = new Set(['script', 'style', 'title', 'head', 'nav', 'header', 'footer', 'a', 'button']);

/** Every step reads as a heading: a few words, no closing full stop. */
export function onlyStepTitles(steps: Step[]): boolean {
  return (
    steps.length >= 2 && steps.every((s) => !s.title && s.text.split(/\s+/).length <= 8 && !/[.!?。]$/.test(s.text) && !/^\d/.test(s.text))
  );
}

function key(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The outermost element showing nothing but `title`. */
function headingFor(root: HtmlElement, title: string): HtmlElement | null {
  const wanted = key(title);
  let found: HtmlElement | null = null;
  const visit = (el: HtmlElement): void => {
    for (const child of el.children) {
      if (found) return;
      if (typeof child === 'string' || SKIP.has(child.tag)) continue;
      const text = shortText(child, title.length + 20);
      if (text !== null && key(text) === wanted) found = child;
      else if (text === null) visit(child);
    }
  };
  visit(root);
  return found;
}

/** Text following `heading` (climbing out of wrappers that hold only it), up to the next step's heading. */
function textAfter(heading: HtmlElement, next: string | undefined): string {
  const nextKey = next ? key(next) : '';
  for (let el: HtmlElement | null = heading; el?.parent; el = el.parent) {
    const siblings = el.parent.children;
    const after: HtmlNode[] = siblings.slice(siblings.indexOf(el) + 1);
    const taken: HtmlNode[] = [];
    for (const node of after) {
      const text = key(textOf(node));
      if (nextKey && text.startsWith(nextKey)) {
        // The next step follows at once: the steps are a plain list of short lines.
        if (!taken.some((n) => key(textOf(n)))) return '';
        break;
      }
      taken.push(node);
    }
    const text = cleanText(taken.map((n) => textOf(n)).join(' '));
    if (text) return text.length <= 3000 ? text : '';
  }
  return '';
}

/** The steps with the page's text after each heading, or null when the page does not hold it. */
export function completeStepTitles(steps: Step[], root: HtmlElement): Step[] | null {
  const out: Step[] = [];
  for (let i = 0; i < steps.length; i++) {
    const heading = headingFor(root, steps[i].text);
    // Short list items are whole steps, not headings.
    if (!heading || heading.tag === 'li' || heading.parent?.tag === 'li') return null;
    const text = textAfter(heading, steps[i + 1]?.text);
    if (text.split(/\s+/).length < 4) return null;
    // The heading leads its paragraph, as the page prints it.
    out.push({ text: `${steps[i].text}: ${text}` });
  }
  return out;
}
