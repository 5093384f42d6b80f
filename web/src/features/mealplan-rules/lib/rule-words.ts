import type { RuleDay, RuleEntryType } from '../../../api/mealplan-rules/get-mealplan-rules';
import type { Weekday } from './weekdays';

/** A translation function (i18next's `t`), passed in so that the wording stays pure and testable. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type EntryType = Exclude<RuleEntryType, 'unset'>;

/** Mealie's entry types in its order, the newer snack, drink and dessert last. */
export const ENTRY_TYPES = ['breakfast', 'lunch', 'dinner', 'side', 'snack', 'drink', 'dessert'] as const satisfies readonly EntryType[];

const dayKeys = {
  unset: 'mealPlanSettings.days.unset',
  monday: 'mealPlanSettings.days.monday',
  tuesday: 'mealPlanSettings.days.tuesday',
  wednesday: 'mealPlanSettings.days.wednesday',
  thursday: 'mealPlanSettings.days.thursday',
  friday: 'mealPlanSettings.days.friday',
  saturday: 'mealPlanSettings.days.saturday',
  sunday: 'mealPlanSettings.days.sunday',
} as const satisfies Record<RuleDay, string>;

const entryTypeKeys = {
  unset: 'mealPlanSettings.entryTypes.unset',
  breakfast: 'mealPlanSettings.entryTypes.breakfast',
  lunch: 'mealPlanSettings.entryTypes.lunch',
  dinner: 'mealPlanSettings.entryTypes.dinner',
  side: 'mealPlanSettings.entryTypes.side',
  snack: 'mealPlanSettings.entryTypes.snack',
  drink: 'mealPlanSettings.entryTypes.drink',
  dessert: 'mealPlanSettings.entryTypes.dessert',
} as const satisfies Record<RuleEntryType, string>;

/** The days and meals as the sentence says them ("on Mondays", "to dinner"). */
const everyDayKeys = {
  monday: 'mealPlanSettings.sentence.days.monday',
  tuesday: 'mealPlanSettings.sentence.days.tuesday',
  wednesday: 'mealPlanSettings.sentence.days.wednesday',
  thursday: 'mealPlanSettings.sentence.days.thursday',
  friday: 'mealPlanSettings.sentence.days.friday',
  saturday: 'mealPlanSettings.sentence.days.saturday',
  sunday: 'mealPlanSettings.sentence.days.sunday',
} as const satisfies Record<Weekday, string>;

const mealKeys = {
  breakfast: 'mealPlanSettings.sentence.meals.breakfast',
  lunch: 'mealPlanSettings.sentence.meals.lunch',
  dinner: 'mealPlanSettings.sentence.meals.dinner',
  side: 'mealPlanSettings.sentence.meals.side',
  snack: 'mealPlanSettings.sentence.meals.snack',
  drink: 'mealPlanSettings.sentence.meals.drink',
  dessert: 'mealPlanSettings.sentence.meals.dessert',
} as const satisfies Record<EntryType, string>;

/** "Monday", or "Any day" for a rule without a day. */
export const dayLabel = (t: Translate, day: RuleDay) => t(dayKeys[day]);

/** "Dinner", or "Any meal" for a rule without a meal type. */
export const entryTypeLabel = (t: Translate, entryType: RuleEntryType) => t(entryTypeKeys[entryType]);

/** A rule card's title: "Monday · Dinner". */
export function ruleTitle(t: Translate, rule: { day: RuleDay; entryType: RuleEntryType }): string {
  return t('mealPlanSettings.rules.title', { day: dayLabel(t, rule.day), entryType: entryTypeLabel(t, rule.entryType) });
}

/** Where a rule applies: "Applies to dinner on Mondays", "Applies to every meal on every day". */
export function ruleSentence(t: Translate, rule: { day: RuleDay; entryType: RuleEntryType }): string {
  const { day, entryType } = rule;
  if (day === 'unset' && entryType === 'unset') return t('mealPlanSettings.sentence.always');
  if (day === 'unset') return t('mealPlanSettings.sentence.anyDay', { meal: t(mealKeys[entryType as EntryType]) });
  if (entryType === 'unset') return t('mealPlanSettings.sentence.anyMeal', { days: t(everyDayKeys[day]) });
  return t('mealPlanSettings.sentence.dayAndMeal', { meal: t(mealKeys[entryType]), days: t(everyDayKeys[day]) });
}
