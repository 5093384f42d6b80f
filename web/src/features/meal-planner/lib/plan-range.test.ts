import { describe, expect, it } from 'vitest';
import { clampNumberOfDays, monthWeeks, rangeDays, rangeFrom, rangeLength, shiftIsoDate, toWeekStart } from './plan-range';

describe('rangeFrom', () => {
  it('runs from the start over the number of days, both ends included', () => {
    expect(rangeFrom(new Date(2026, 10, 27, 18, 30), 7)).toEqual({ start: '2026-11-27', end: '2026-12-03' });
    expect(rangeFrom('2026-12-30', 3)).toEqual({ start: '2026-12-30', end: '2027-01-01' });
    expect(rangeFrom('2026-11-27', 1)).toEqual({ start: '2026-11-27', end: '2026-11-27' });
  });

  it('counts calendar days across daylight-saving changes (Europe and North America)', () => {
    expect(rangeFrom('2026-03-27', 7)).toEqual({ start: '2026-03-27', end: '2026-04-02' });
    expect(rangeFrom('2026-03-07', 3)).toEqual({ start: '2026-03-07', end: '2026-03-09' });
    expect(rangeFrom('2026-10-24', 3)).toEqual({ start: '2026-10-24', end: '2026-10-26' });
    expect(shiftIsoDate('2026-03-29', 1)).toBe('2026-03-30');
    expect(shiftIsoDate('2026-11-01', -1)).toBe('2026-10-31');
  });

  it('falls back to 7 days for a number of days that is not one, and keeps a month at most', () => {
    expect(clampNumberOfDays(0)).toBe(7);
    expect(clampNumberOfDays(Number.NaN)).toBe(7);
    expect(clampNumberOfDays(400)).toBe(31);
    expect(rangeLength(rangeFrom('2026-02-01', 30))).toBe(30);
  });
});

describe('rangeDays', () => {
  it('lists every date of the range in order, and none when it ends before it starts', () => {
    expect(rangeDays({ start: '2026-02-27', end: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(rangeDays({ start: '2026-03-02', end: '2026-03-01' })).toEqual([]);
  });
});

describe('monthWeeks', () => {
  it('draws whole weeks that begin on Sunday when the household says 0', () => {
    const weeks = monthWeeks(new Date(2026, 10, 15), 0);
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-05');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('draws weeks that begin on Monday when the household says 1', () => {
    const weeks = monthWeeks(new Date(2026, 10, 15), 1);
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
  });

  it('reads an unknown preference as Sunday', () => {
    expect(toWeekStart(undefined)).toBe(0);
    expect(toWeekStart(9)).toBe(0);
    expect(toWeekStart(6)).toBe(6);
  });
});
