// recipeInstructions come as one text block, a list of strings, HowToStep objects, HowToSection
// objects holding steps, or ItemLists. We flatten them into Mealie's [{title?, text}] steps, with
// a section's name kept as the title of its first step.
import { cleanText } from './text.ts';

export interface Step {
  title?: string;
  text: string;
}

type Node = Record<string, unknown>;

function words(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// "Step 2", "Schritt 2", "Passo 2", "Étape 2": numbering, not a title.
const STEP_NUMBER = /^(?:.*\s)?(?:step|schritt|passo|paso|etape|étape|stap|krok|trin|steg|vaihe|adım|lépés)\s*\d+$|^\d+$/i;
// A single section named like the whole list ("Preparation", "Modo de preparo") adds nothing.
const GENERIC_SECTION =
  /^(?:instructions?|directions?|method|preparation|steps|zubereitung|préparation|preparación|preparazione|procedimiento|bereiding|modo de preparo|przygotowanie|elkészítés|postup|fremgangsmåde|tilberedning)$/i;

/** A step's name is kept only when it adds something: sites often repeat the text's opening. */
function stepName(name: string, text: string): string | undefined {
  const n = words(name);
  if (!n) return undefined;
  const t = words(text);
  if (t.startsWith(n) || STEP_NUMBER.test(n) || /(?:\.\.\.|…)$/.test(name.trim())) return undefined;
  if (n.length > 40 && t.includes(n.slice(0, 30))) return undefined;
  return name;
}

// Numbering printed on a line of its own ("1:", "Step 2", "3.") is not a step.
export const STEP_NUMBER_ONLY = /^(?:step|schritt|étape|paso|passo|stap|krok|trin|steg)?\s*\d+\s*[.):]?$/i;

// "…in Scheiben schneiden.Öl erhitzen": a line break lost when markup was stripped. Only a
// recipe whose method came out as one block is split there; elsewhere sites keep such text.
const GLUED_SENTENCE = /((?:\p{Ll}{2}|\p{Ll}\))[.!?])(?=\p{Lu}\p{Ll})/gu;

function splitLines(text: string): string[] {
  return joinWrapped(
    cleanText(text, true)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !STEP_NUMBER_ONLY.test(line)),
  );
}

/** Hard-wrapped text: a line that stops mid-sentence continues on the next, lower-case, line. */
export function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && !/[.!?:;)"”]$/.test(prev) && /^\p{Ll}/u.test(line)) out[out.length - 1] = `${prev} ${line}`;
    else out.push(line);
  }
  return out;
}

export function parseInstructions(value: unknown): Step[] {
  const steps: Step[] = [];
  let pendingTitle: string | undefined;
  const push = (text: string, title?: string) => {
    for (const line of splitLines(text)) {
      const t = title ?? pendingTitle;
      steps.push(t ? { title: t, text: line } : { text: line });
      title = undefined;
      pendingTitle = undefined;
    }
  };
  const visit = (v: unknown, depth: number): void => {
    if (depth > 6 || v == null) return;
    if (typeof v === 'string') {
      push(v);
      return;
    }
    if (Array.isArray(v)) {
      for (const item of v) visit(item, depth + 1);
      return;
    }
    if (typeof v !== 'object') return;
    const node = v as Node;
    const children = node.itemListElement ?? node.steps ?? node.recipeInstructions;
    if (children !== undefined && typeof node.text !== 'string') {
      const title = cleanText(node.name).replace(/:$/, '');
      if (title && !GENERIC_SECTION.test(title)) pendingTitle = title;
      visit(children, depth + 1);
      if (pendingTitle === title) pendingTitle = undefined;
      return;
    }
    // A HowToStep is one step even when its text wraps over several lines.
    const text = cleanText(node.text ?? node.description ?? (typeof node.item === 'object' ? undefined : node.item) ?? '');
    const name = cleanText(node.name);
    if (!text) {
      if (name) push(name);
      else if (node.item && typeof node.item === 'object') visit(node.item, depth + 1);
      return;
    }
    const title = stepName(name, text);
    if (title) {
      if (pendingTitle) steps.push({ title: pendingTitle, text: title });
      else steps.push({ text: title });
      pendingTitle = undefined;
    }
    // A heading line ending in a colon ("1. TO PREPARE THE VEGETABLES:") opens the step's own text.
    push(text.replace(/:[ \t]*\n+(?=\s*\S)/g, ': '));
  };
  visit(value, 0);
  if (steps.length === 1 && !steps[0].title) {
    const byPhoto = splitAtPhotoRefs(steps[0].text);
    if (byPhoto) return byPhoto.map((text) => ({ text }));
    const parts = steps[0].text.replace(GLUED_SENTENCE, '$1\n').split('\n');
    if (parts.length > 1) return parts.map((text) => ({ text }));
  }
  return steps;
}

// "…lasciamo stufare [1]. Saliamo…": a method in one block that cites its step photos in order
// ends a step after each reference.
const PHOTO_REF = /\[(\d+)\][.!?]?/g;

function splitAtPhotoRefs(text: string): string[] | null {
  const refs = [...text.matchAll(PHOTO_REF)];
  if (refs.length < 3 || refs.some((m, i) => Number(m[1]) !== i + 1)) return null;
  const out: string[] = [];
  let start = 0;
  for (const m of refs) {
    const end = (m.index ?? 0) + m[0].length;
    out.push(text.slice(start, end).trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}
