import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ValidationIssue } from '../../../api/api-error';

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * Puts the field errors of a 422 answer (`loc: ["body", "email"]`) onto the form's fields.
 * Returns how many issues found a field; the rest are left for a general message.
 */
export function applyServerErrors<T extends FieldValues>(
  issues: readonly ValidationIssue[],
  fieldNames: readonly string[],
  setError: UseFormSetError<T>,
): number {
  let applied = 0;
  for (const issue of issues) {
    const last = [...issue.loc].reverse().find((part): part is string => typeof part === 'string');
    if (!last) continue;
    const name = [last, camelCase(last)].find((candidate) => fieldNames.includes(candidate));
    if (!name) continue;
    setError(name as Path<T>, { type: 'server', message: issue.msg });
    applied++;
  }
  return applied;
}
