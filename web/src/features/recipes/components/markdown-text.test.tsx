import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { plainParagraphs } from '../lib/plain-text';
import { MarkdownText } from './markdown-text';

// Whether the Markdown parser's module has been loaded (the component loads it on first use).
const parser = vi.hoisted(() => ({ loaded: false }));
vi.mock('../lib/markdown-html', async (importOriginal) => {
  parser.loaded = true;
  return importOriginal();
});
const markdownHtml = async (text: string) => (await import('../lib/markdown-html')).markdownHtml(text);

/** Markup with the whitespace between tags dropped, as the browser lays it out. */
const normalise = (html: string) => html.replace(/>\s+</g, '><').trim();

/** The inner HTML of the rendered text's box (for text with markup, once the parser has loaded). */
async function renderedHtml(text: string): Promise<string> {
  const { container } = render(<MarkdownText text={text} />);
  const box = container.firstElementChild as HTMLElement;
  if (plainParagraphs(text) === null) await waitFor(() => expect(box.innerHTML).not.toBe(''));
  return normalise(box.innerHTML);
}

const PLAIN = [
  '',
  'Chop the onions.',
  'Heat the oven to 180 °C.\nButter a 23 cm tin.',
  'Whisk 2 eggs with 1/2 cup of milk (whole, not skimmed).\n\nPour into the pan; cook 3–4 minutes — until set!',
  '\nLeave it for an hour…\n\n\n\nServe with “crème fraîche” and ½ lemon’s juice.\n',
  'Mélanger la farine et le sucre.\nAjouter 2 œufs, 100 g de beurre fondu.',
  'Нарезать лук. Обжарить 5 минут.',
  '鸡蛋打散，加入盐。',
  'أضف الملح، ثم حرّك؟',
  'Step 2 is the same as step 1.',
];

const MARKDOWN = [
  'Add **salt** to taste.',
  '- flour\n- sugar',
  '1. Mix\n2. Bake',
  '# Dough',
  'Dough\n===',
  'Rest\n---',
  '> from grandma',
  '    indented code',
  'See https://example.com for more.',
  'Write to cook@example.com.',
  'Line with two spaces  \nnext',
  'Use `cold` butter',
  'a_b_c and ~~old~~',
  'Fish & chips <b>hot</b>',
];

describe('plainParagraphs', () => {
  it('takes prose in any language as paragraphs of lines', () => {
    expect(plainParagraphs('a\nb\n\nc')).toEqual([['a', 'b'], ['c']]);
    expect(plainParagraphs('\n\n')).toEqual([]);
    for (const text of PLAIN) expect(plainParagraphs(text), text).not.toBeNull();
  });

  it('leaves anything Markdown could change to the parser', () => {
    for (const text of MARKDOWN) expect(plainParagraphs(text), text).toBeNull();
  });
});

describe('MarkdownText', () => {
  // First: the parser is loaded once text with markup is shown, not before.
  it('renders plain prose at once, without loading the Markdown parser', () => {
    for (const text of PLAIN) {
      const { container, unmount } = render(<MarkdownText text={text} />);
      expect(container.querySelectorAll('p')).toHaveLength(plainParagraphs(text)?.length ?? -1);
      unmount();
    }
    expect(parser.loaded).toBe(false);
  });

  it('shows text with markup once the parser has loaded', async () => {
    const { container } = render(<MarkdownText text="Add **salt** to taste." />);
    expect(container.textContent).toBe('');
    await waitFor(() => expect(container.querySelector('strong')?.textContent).toBe('salt'));
    expect(parser.loaded).toBe(true);
  });

  it('renders plain prose exactly as the Markdown parser would', async () => {
    for (const text of PLAIN) {
      expect(await renderedHtml(text), text).toBe(normalise(await markdownHtml(text)));
    }
  });

  it('renders Markdown with the parser, at once when it has loaded', async () => {
    expect(await renderedHtml('Add **salt** to taste.')).toBe('<p>Add <strong>salt</strong> to taste.</p>');
    const { container } = render(<MarkdownText text={'- flour\n- sugar'} />);
    expect(normalise((container.firstElementChild as HTMLElement).innerHTML)).toBe('<ul><li>flour</li><li>sugar</li></ul>');
  });

  it('sanitises what the parser lets through', async () => {
    const html = await renderedHtml('Hot <img src="x" onerror="alert(1)"> soup <script>alert(2)</script>**now**');
    expect(html).not.toMatch(/onerror|<script|alert\(2\)/);
    expect(html).toContain('<img src="x">');
  });
});
