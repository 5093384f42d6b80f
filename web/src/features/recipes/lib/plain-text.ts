// Letters, digits, spaces and the punctuation of ordinary prose and quantities (also Arabic, Devanagari and
// CJK punctuation): none of them starts
// Markdown on its own (`*`, `_`, `#`, `[`, `<`, `&`, backticks, `~`, `|`, `=`, `>` and `\` are all
// left out).
const PROSE = /^[\p{L}\p{M}\p{N} .,;:!?'"()%°/+\-–—‘’“”…½⅓⅔¼¾×\u060C\u061B\u061F\u0964\u3000-\u303F\uFF00-\uFFEF\n]*$/u;
// What Markdown reads at the start of a line: a list item, a rule or a heading underline.
const BLOCK_START = /^([-+]|\d+[.)])/;
// What GFM turns into a link without any markup.
const AUTOLINK = /:\/\/|www\.|@/i;

/**
 * The paragraphs and their lines when `text` is plain prose, which Markdown (GFM, a line break per
 * newline) would only wrap in paragraphs and line breaks; `null` when Markdown could change it.
 * Most recipe text is plain: it is shown without loading or running the Markdown parser.
 */
export function plainParagraphs(text: string): string[][] | null {
  if (!PROSE.test(text) || AUTOLINK.test(text)) return null;
  const paragraphs = paragraphsOf(text);
  for (const lines of paragraphs) {
    for (const line of lines) {
      if (line !== line.trim() || BLOCK_START.test(line)) return null;
    }
  }
  return paragraphs;
}

/** `text`'s paragraphs (split at blank lines) and their lines, as written; none for blank text. */
export function paragraphsOf(text: string): string[][] {
  const trimmed = text.replace(/^\n+|\n+$/g, '');
  return trimmed === '' ? [] : trimmed.split(/\n{2,}/).map((paragraph) => paragraph.split('\n'));
}
