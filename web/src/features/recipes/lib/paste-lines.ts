/** One line of a pasted ingredient block: a section title or an ingredient's text. */
export type PastedLine = { kind: 'title'; text: string } | { kind: 'item'; text: string };

// Bullets, check boxes and list numbering that recipe sites and notes apps put before a line.
const LEADING_MARKS = /^(?:[-*•·◦‣▪▫■□▢☐✓✔–—>]+\s*|\(?\d+[.):]\s+|\d+[.)]\s*(?=\D))/u;

/**
 * Splits a pasted block into lines: bullets and numbering are removed, blank lines dropped, and
 * a line ending in ':' becomes a section title ("For the sauce:").
 */
export function splitPastedLines(text: string): PastedLine[] {
  const lines: PastedLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.trim();
    // Marks may repeat ("- 1. flour"), so strip until none is left.
    for (let previous = ''; previous !== line; ) {
      previous = line;
      line = line.replace(LEADING_MARKS, '').trim();
    }
    if (!line) continue;
    if (line.endsWith(':')) {
      const title = line.slice(0, -1).trim();
      if (title) lines.push({ kind: 'title', text: title });
      continue;
    }
    lines.push({ kind: 'item', text: line });
  }
  return lines;
}

/**
 * The pasted lines as note-only ingredients: each title becomes the `title` of the ingredient
 * after it (Mealie stores sections on their first row); a trailing title is kept as an empty row.
 */
export function pastedLinesToIngredients(lines: PastedLine[]): { title: string; note: string }[] {
  const ingredients: { title: string; note: string }[] = [];
  let pendingTitle = '';
  for (const line of lines) {
    if (line.kind === 'title') {
      if (pendingTitle) ingredients.push({ title: pendingTitle, note: '' });
      pendingTitle = line.text;
      continue;
    }
    ingredients.push({ title: pendingTitle, note: line.text });
    pendingTitle = '';
  }
  if (pendingTitle) ingredients.push({ title: pendingTitle, note: '' });
  return ingredients;
}
