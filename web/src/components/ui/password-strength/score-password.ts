/** Words that make a password worthless whatever else it holds (Mealie's list plus ours). */
const FLAGGED_WORDS = ['password', 'mealie', 'larder', 'admin', 'qwerty', 'login'];

export type PasswordStrength = 'weak' | 'good' | 'strong' | 'veryStrong';

/**
 * Mealie's password score, 0 to 100: 0 below 6 characters or with a flagged word; each
 * character adds 5 divided by how often it has appeared so far; each character class beyond
 * the first (digit, lower, upper, symbol) adds 10.
 */
export function scorePassword(password: string): number {
  if (password.length < 6) return 0;
  const lower = password.toLowerCase();
  if (FLAGGED_WORDS.some((word) => lower.includes(word))) return 0;
  let score = 0;
  const seen = new Map<string, number>();
  for (const character of password) {
    const count = (seen.get(character) ?? 0) + 1;
    seen.set(character, count);
    score += 5 / count;
  }
  const classes = [/\d/, /[a-z]/, /[A-Z]/, /\W/].filter((pattern) => pattern.test(password)).length;
  score += (classes - 1) * 10;
  return Math.max(Math.min(score, 100), 0);
}

export function passwordStrength(score: number): PasswordStrength {
  if (score < 50) return 'weak';
  if (score < 80) return 'good';
  if (score < 100) return 'strong';
  return 'veryStrong';
}
