import { fromIsoDate } from './plan-range';

/** An API date for people, in the page's language: "Fri, Nov 27" (short) or "Friday, November 27" (long). */
export function formatDay(iso: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { weekday: 'short', month: 'short', day: 'numeric' } : { weekday: 'long', month: 'long', day: 'numeric' };
  return new Intl.DateTimeFormat(locale, options).format(fromIsoDate(iso));
}

/** A month's title in the range picker: "November 2026". */
export function formatMonth(month: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(month);
}

/** A weekday's short name for the picker's column heads. */
export function formatWeekday(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'narrow' }).format(fromIsoDate(iso));
}
