import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ValidationIssue } from '../../../api/api-error';
import { issueField, issueMessage, type Translate } from '../../../api/error-messages';

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

export interface ServerErrorOptions {
  /** Words the issue ("Full name: at most 255 characters"); without it the server's message is kept. */
  t?: Translate;
  /** The label the screen shows for a field, used in the message. */
  labelOf?: (name: string) => string | undefined;
}

/**
 * Puts the field errors of a 422 answer (`loc: ["body", "email"]`) onto the form's fields, worded
 * with the field's label and the limit. Returns how many issues found a field; the rest are left
 * for a general message.
 */
export function applyServerErrors<T extends FieldValues>(
  issues: readonly ValidationIssue[],
  fieldNames: readonly string[],
  setError: UseFormSetError<T>,
  { t, labelOf }: ServerErrorOptions = {},
): number {
  let applied = 0;
  for (const issue of issues) {
    const last = issueField(issue);
    if (!last) continue;
    const name = [last, camelCase(last)].find((candidate) => fieldNames.includes(candidate));
    if (!name) continue;
    const message = t ? issueMessage(issue, t, labelOf?.(name)) : issue.msg;
    setError(name as Path<T>, { type: 'server', message });
    applied++;
  }
  return applied;
}

/** The visible label of a form's field, without the required marker: "Full name *" → "Full name". */
export function fieldLabel(form: HTMLFormElement | null, name: string): string | undefined {
  const field = form?.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`);
  const text = field?.labels?.[0]?.textContent ?? field?.getAttribute('aria-label') ?? undefined;
  const label = text?.replace(/[\s\u2009]*\*\s*$/, '').trim();
  return label || undefined;
}
