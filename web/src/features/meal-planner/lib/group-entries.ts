import { PLAN_ENTRY_TYPES, type PlanEntry, type PlanEntryType } from '../../../api/mealplans/types';

export interface MealSection<E> {
  entryType: PlanEntryType;
  entries: E[];
}

export interface PlanDay<E> {
  date: string;
  /** Meal types in the planner's order (breakfast … dessert); only those with entries. */
  sections: MealSection<E>[];
  entries: E[];
}

type Groupable = Pick<PlanEntry, 'date' | 'entryType'>;

/** One day per date of the range (an empty day too), its entries in sections by meal type, in the order given. */
export function groupByDay<E extends Groupable>(entries: readonly E[], days: readonly string[]): PlanDay<E>[] {
  return days.map((date) => {
    const ofDay = entries.filter((entry) => entry.date === date);
    const sections = PLAN_ENTRY_TYPES.map((entryType) => ({
      entryType,
      entries: ofDay.filter((entry) => entry.entryType === entryType),
    })).filter((section) => section.entries.length > 0);
    return { date, sections, entries: sections.flatMap((section) => section.entries) };
  });
}
