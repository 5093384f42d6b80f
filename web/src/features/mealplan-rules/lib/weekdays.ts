import type { RuleDay } from '../../../api/mealplan-rules/get-mealplan-rules';

export type Weekday = Exclude<RuleDay, 'unset'>;

/** Mealie's weekday names, indexed as the household's `firstDayOfWeek` counts (0 = Sunday). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const satisfies readonly Weekday[];

/** The seven days starting from the household's first day of the week; an out-of-range value counts from Sunday. */
export function orderedWeekdays(firstDayOfWeek: number | null | undefined): Weekday[] {
  const first =
    Number.isInteger(firstDayOfWeek) && (firstDayOfWeek as number) >= 0 && (firstDayOfWeek as number) <= 6 ? (firstDayOfWeek as number) : 0;
  return WEEKDAYS.map((_, index) => WEEKDAYS[(first + index) % 7] as Weekday);
}
