import {
  addDays,
  differenceInCalendarDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** A planner range: both ends inclusive, as the API's `YYYY-MM-DD` dates. */
export interface PlanRange {
  start: string;
  end: string;
}

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const DEFAULT_NUMBER_OF_DAYS = 7;
export const MAX_NUMBER_OF_DAYS = 31;

/** A local calendar date as the API writes it. */
export const toIsoDate = (date: Date): string => format(date, 'yyyy-MM-dd');

/** The local midnight of an API date (date-fns parses a bare date as local, never as UTC). */
export const fromIsoDate = (iso: string): Date => parseISO(iso);

/** `YYYY-MM-DD` moved by whole calendar days (across DST changes too). */
export const shiftIsoDate = (iso: string, days: number): string => toIsoDate(addDays(fromIsoDate(iso), days));

/** How many days a number-of-days field may hold; anything else falls back to the default. */
export function clampNumberOfDays(value: number): number {
  if (!Number.isFinite(value) || value < 1) return DEFAULT_NUMBER_OF_DAYS;
  return Math.min(Math.round(value), MAX_NUMBER_OF_DAYS);
}

/** screens.md §5.1: `numberOfDays` days from `start` (today on first load). */
export function rangeFrom(start: Date | string, numberOfDays: number): PlanRange {
  const first = typeof start === 'string' ? fromIsoDate(start) : start;
  return { start: toIsoDate(first), end: toIsoDate(addDays(first, clampNumberOfDays(numberOfDays) - 1)) };
}

/** Every date of a range, in order. */
export function rangeDays({ start, end }: PlanRange): string[] {
  const first = fromIsoDate(start);
  const last = fromIsoDate(end);
  if (last < first) return [];
  return eachDayOfInterval({ start: first, end: last }).map(toIsoDate);
}

export const rangeLength = ({ start, end }: PlanRange): number => differenceInCalendarDays(fromIsoDate(end), fromIsoDate(start)) + 1;

/** A month drawn as whole weeks that begin on the household's first day of week (0 = Sunday). */
export function monthWeeks(month: Date, weekStartsOn: WeekStart): string[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), { weekStartsOn }),
    end: endOfWeek(endOfMonth(month), { weekStartsOn }),
  }).map(toIsoDate);
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The household preference as date-fns reads it; anything out of range is Sunday, Mealie's default. */
export function toWeekStart(firstDayOfWeek: number | null | undefined): WeekStart {
  return typeof firstDayOfWeek === 'number' && Number.isInteger(firstDayOfWeek) && firstDayOfWeek >= 0 && firstDayOfWeek <= 6
    ? (firstDayOfWeek as WeekStart)
    : 0;
}
