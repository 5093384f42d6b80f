import type { AuthContext } from '../../platform/auth/context.js';
import { toBool } from '../../platform/time.js';

export interface RecipeEditFacts {
  user_id: string;
  household_id: string;
  /** The owner's household preference; null when the household has no preferences row. */
  household_lock: number | boolean | null;
  /** The recipe's `settings.locked`; null when it has no settings row. */
  locked: number | boolean | null;
}

/**
 * The recipe edit rule (domain.md §2.2): the owner always may; another household's member may not
 * when that household locks edits from other households (or has no preferences); nobody else may
 * edit a locked recipe.
 */
export function canEditRecipe(auth: AuthContext, facts: RecipeEditFacts): boolean {
  if (facts.user_id === auth.userId) return true;
  if (facts.household_id !== auth.householdId && (facts.household_lock === null || toBool(facts.household_lock))) return false;
  return !toBool(facts.locked);
}

/** Only the owner may change `settings.locked`. */
export const canChangeLock = (auth: AuthContext, facts: RecipeEditFacts): boolean => facts.user_id === auth.userId;
