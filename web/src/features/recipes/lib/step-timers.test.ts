import { describe, expect, it } from 'vitest';
import { findStepTimers, formatClock } from './step-timers';

describe('findStepTimers', () => {
  it('finds minutes', () => {
    expect(findStepTimers('Bake 25 minutes until golden.')).toMatchObject([{ label: '25 minutes', seconds: 1500, maxSeconds: 1500 }]);
  });

  it('joins hours and minutes into one timer', () => {
    expect(findStepTimers('Simmer for 1 hr 30 min, stirring.')).toMatchObject([{ label: '1 hr 30 min', seconds: 5400, maxSeconds: 5400 }]);
    expect(findStepTimers('Roast 1 hour and 15 minutes')[0]).toMatchObject({ seconds: 4500 });
  });

  it('takes the short end of a range', () => {
    expect(findStepTimers('Bake 10–12 minutes')).toMatchObject([{ label: '10–12 minutes', seconds: 600, maxSeconds: 720 }]);
    expect(findStepTimers('Cook 3-4 mins')[0]).toMatchObject({ seconds: 180, maxSeconds: 240 });
  });

  it('finds several timers and other languages', () => {
    expect(findStepTimers('Rest 30 seconds, then fry 2 minutes.').map((timer) => timer.seconds)).toEqual([30, 120]);
    expect(findStepTimers('20 Minuten backen')[0]).toMatchObject({ seconds: 1200 });
    expect(findStepTimers('Cuire 1 heure')[0]).toMatchObject({ seconds: 3600 });
    expect(findStepTimers('Hornear 10 a 15 minutos')[0]).toMatchObject({ seconds: 600, maxSeconds: 900 });
    expect(findStepTimers('Cuocere per 1,5 ore')[0]).toMatchObject({ seconds: 5400 });
  });

  it('ignores numbers that are not durations', () => {
    expect(findStepTimers('Add 2 cups flour and 3 eggs; heat to 180 C. Cut into 5 m strips.')).toEqual([]);
    expect(findStepTimers('Makes 12 minimuffins')).toEqual([]);
  });
});

describe('formatClock', () => {
  it('writes minutes and seconds, with hours when needed', () => {
    expect(formatClock(1500)).toBe('25:00');
    expect(formatClock(5)).toBe('0:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});
