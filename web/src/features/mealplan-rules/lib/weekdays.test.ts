import { describe, expect, it } from 'vitest';
import { orderedWeekdays } from './weekdays';

describe('orderedWeekdays', () => {
  it('starts on Sunday for 0, as the server counts', () => {
    expect(orderedWeekdays(0)).toEqual(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
  });

  it("starts on the household's first day and wraps around", () => {
    expect(orderedWeekdays(1)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(orderedWeekdays(6)).toEqual(['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
  });

  it('counts from Sunday while the preference is unknown or out of range', () => {
    for (const value of [undefined, null, -1, 7, 2.5]) expect(orderedWeekdays(value)[0]).toBe('sunday');
  });
});
