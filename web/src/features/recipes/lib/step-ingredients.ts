/** The ingredients a step links to (`ingredientReferences`), in the recipe's ingredient order. */
export function linkedIngredients<I extends { referenceId?: string | null }>(
  step: { ingredientReferences?: { referenceId?: string | null }[] | null },
  ingredients: I[],
): I[] {
  const ids = new Set((step.ingredientReferences ?? []).map((reference) => reference.referenceId).filter(Boolean));
  if (ids.size === 0) return [];
  return ingredients.filter((ingredient) => ingredient.referenceId && ids.has(ingredient.referenceId));
}

// Words too common in steps to say anything about which ingredient is meant.
const IGNORED_WORDS = new Set(['and', 'the', 'for', 'with', 'without']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length >= 3 && !IGNORED_WORDS.has(word));
}

/**
 * The ingredients a step's text seems to mention: those whose text shares a word of three or
 * more letters with the step (screens.md §3.2, the link dialog's "Auto" button).
 */
export function suggestLinkedIngredients<I>(stepText: string, ingredients: I[], textOf: (ingredient: I) => string): I[] {
  const stepWords = new Set(words(stepText));
  if (stepWords.size === 0) return [];
  return ingredients.filter((ingredient) => words(textOf(ingredient)).some((word) => stepWords.has(word)));
}
