/**
 * The server's recipe edit rule (domain.md §2.2) as far as the page can know it: the owner may;
 * a locked recipe is closed to others; another household's recipe is closed unless that
 * household is known to allow edits. The server still decides, and a 403 is shown as a notice.
 */
export function canEditRecipe(
  user: { id: string; householdId?: string | null } | null | undefined,
  recipe: { userId?: string | null; householdId?: string | null; settings?: { locked?: boolean | null } | null },
  otherHouseholdAllowsEdits = false,
): boolean {
  if (!user) return false;
  if (recipe.userId === user.id) return true;
  if (recipe.householdId && recipe.householdId !== user.householdId && !otherHouseholdAllowsEdits) return false;
  return recipe.settings?.locked !== true;
}
