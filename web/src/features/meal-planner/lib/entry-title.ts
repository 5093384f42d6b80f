import type { PlanEntry } from '../../../api/mealplans/types';

/** What names an entry: its recipe's name, else its title (a note), else `untitled`. */
export function entryTitle(entry: Pick<PlanEntry, 'title'> & { recipe: { name: string } | null }, untitled: string): string {
  return entry.recipe?.name || entry.title || untitled;
}
