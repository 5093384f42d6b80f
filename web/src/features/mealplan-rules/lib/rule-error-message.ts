import { isApiError } from '../../../api/api-error';
import { issueField } from '../../../api/error-messages';

/**
 * What the rule form shows beside itself when saving failed: the server's words about the filter
 * (a 422 naming `queryFilterString`), else the error's message; null for a network failure, which
 * the API client has already announced ("You are offline…").
 */
export function ruleErrorMessage(error: unknown, fallback: string): string | null {
  if (error instanceof TypeError) return null;
  if (!isApiError(error)) return fallback;
  const issue = error.validationIssues.find((candidate) => issueField(candidate) === 'queryFilterString');
  return issue?.msg ?? (error.message || fallback);
}
