import { describe, expect, it } from 'vitest';
import type { PlanEntryType } from '../../../api/mealplans/types';
import { groupByDay } from './group-entries';

const entry = (id: number, date: string, entryType: PlanEntryType) => ({ id, date, entryType });

describe('groupByDay', () => {
  it('gives every day of the range, an empty one too, with its meals in sections breakfast … dessert', () => {
    const entries = [
      entry(1, '2026-11-27', 'dessert'),
      entry(2, '2026-11-27', 'dinner'),
      entry(3, '2026-11-29', 'breakfast'),
      entry(4, '2026-11-27', 'breakfast'),
      entry(5, '2026-11-27', 'dinner'),
      entry(6, '2026-11-27', 'snack'),
    ];
    const days = groupByDay(entries, ['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(days.map((day) => day.date)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(days[0]?.sections.map((section) => [section.entryType, section.entries.map((e) => e.id)])).toEqual([
      ['breakfast', [4]],
      ['dinner', [2, 5]],
      ['snack', [6]],
      ['dessert', [1]],
    ]);
    expect(days[0]?.entries.map((e) => e.id)).toEqual([4, 2, 5, 6, 1]);
    expect(days[1]?.sections).toEqual([]);
    expect(days[2]?.entries.map((e) => e.id)).toEqual([3]);
  });

  it('leaves out entries outside the range', () => {
    expect(groupByDay([entry(1, '2026-12-01', 'lunch')], ['2026-11-30'])[0]?.entries).toEqual([]);
  });
});
