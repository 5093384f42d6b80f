import { describe, expect, it } from 'vitest';
import { minutesToIso, parseDuration } from './durations.ts';
import { parseInstructions } from './instructions.ts';
import { cleanText, stringList } from './text.ts';
import { parseYield } from './yields.ts';

describe('parseDuration', () => {
  it('reads ISO 8601 durations, with days and fractions', () => {
    expect(parseDuration('PT1H30M')).toBe(90);
    expect(parseDuration('P0DT1H30M')).toBe(90);
    expect(parseDuration('PT1.5H')).toBe(90);
    expect(parseDuration('P1D')).toBe(1440);
    expect(parseDuration('PT0M')).toBeNull();
  });

  it('reads human text in several languages', () => {
    expect(parseDuration('1 hour 30 minutes')).toBe(90);
    expect(parseDuration('1 hr 30 mins')).toBe(90);
    expect(parseDuration('1½ Stunden')).toBe(90);
    expect(parseDuration('45 Minuten')).toBe(45);
    expect(parseDuration('1h30')).toBe(90);
    expect(parseDuration('1:30')).toBe(90);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration(25)).toBe(25);
  });

  it('keeps the upper end of a range', () => {
    expect(parseDuration('10-15 minutes')).toBe(15);
    expect(parseDuration('30 minutes to 1 hour')).toBe(60);
  });

  it('writes minutes back as ISO 8601', () => {
    expect(minutesToIso(90)).toBe('PT1H30M');
    expect(minutesToIso(120)).toBe('PT2H');
    expect(minutesToIso(5)).toBe('PT5M');
    expect(minutesToIso(null)).toBeUndefined();
  });
});

describe('parseYield', () => {
  it('keeps the unit word and the servings number', () => {
    expect(parseYield('12 cookies')).toEqual({ text: '12 cookies', servings: 12 });
    expect(parseYield('Serves 4-6')).toEqual({ text: 'Serves 4-6', servings: 4 });
  });

  it('prefers the array entry that carries a unit', () => {
    expect(parseYield(['4', '4 servings'])).toEqual({ text: '4 servings', servings: 4 });
  });

  it('turns bare numbers and ranges into servings', () => {
    expect(parseYield(6)).toEqual({ text: '6 servings', servings: 6 });
    expect(parseYield('4-6')).toEqual({ text: '4-6 servings', servings: 6 });
    expect(parseYield('')).toBeNull();
  });
});

describe('cleanText', () => {
  it('decodes named, numeric and double-encoded entities', () => {
    expect(cleanText('Mac &amp; cheese &#8211; baked')).toBe('Mac & cheese – baked');
    expect(cleanText('Tom&amp;amp;Jerry&#039;s')).toBe("Tom&Jerry's");
  });

  it('strips tags and collapses whitespace', () => {
    expect(cleanText('<p>Heat <b>the</b>\n  oven</p>')).toBe('Heat the oven');
  });

  it('keeps block boundaries as lines when asked', () => {
    expect(cleanText('Chop.<br>Fry.<p>Serve.</p>', true)).toBe('Chop.\nFry.\nServe.');
  });

  it('splits comma lists and drops duplicates', () => {
    expect(stringList(['Dinner', { name: 'Main' }, 'dinner'])).toEqual(['Dinner', 'Main']);
    expect(stringList('Soup, Lunch')).toEqual(['Soup', 'Lunch']);
  });
});

describe('parseInstructions', () => {
  it('keeps section names as the title of their first step', () => {
    const steps = parseInstructions([
      {
        '@type': 'HowToSection',
        name: 'For the sauce',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Melt the butter.' },
          { '@type': 'HowToStep', text: 'Whisk in flour.' },
        ],
      },
      { '@type': 'HowToSection', name: 'To serve', itemListElement: [{ '@type': 'HowToStep', text: 'Plate up.' }] },
    ]);
    expect(steps).toEqual([
      { title: 'For the sauce', text: 'Melt the butter.' },
      { text: 'Whisk in flour.' },
      { title: 'To serve', text: 'Plate up.' },
    ]);
  });

  it('keeps a step name only when the text does not repeat it', () => {
    const steps = parseInstructions([
      { '@type': 'HowToStep', name: 'Make the dough', text: 'Mix flour and water.' },
      { '@type': 'HowToStep', name: 'Rest', text: 'Rest the dough for an hour.' },
      { '@type': 'HowToStep', name: 'Step 3', text: 'Bake.' },
    ]);
    expect(steps.map((s) => s.text)).toEqual(['Make the dough', 'Mix flour and water.', 'Rest the dough for an hour.', 'Bake.']);
  });

  it('splits a single block of text into lines', () => {
    expect(parseInstructions('Chop the onion.\nFry it.\r\nServe.')).toEqual([
      { text: 'Chop the onion.' },
      { text: 'Fry it.' },
      { text: 'Serve.' },
    ]);
  });

  it('rejoins hard-wrapped lines that continue a sentence', () => {
    expect(parseInstructions('Cook noodles according to\npackage directions.\nDrain.')).toEqual([
      { text: 'Cook noodles according to package directions.' },
      { text: 'Drain.' },
    ]);
  });

  it('drops a lone generic section name', () => {
    const steps = parseInstructions({ '@type': 'HowToSection', name: 'Instructions', itemListElement: ['Boil.'] });
    expect(steps).toEqual([{ text: 'Boil.' }]);
  });
});
