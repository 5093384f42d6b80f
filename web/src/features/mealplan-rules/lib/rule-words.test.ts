import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { ruleSentence, ruleTitle, type Translate } from './rule-words';

const t = i18n.t.bind(i18n) as Translate;

describe('ruleSentence', () => {
  it('names the meal and the day', () => {
    expect(ruleSentence(t, { day: 'monday', entryType: 'dinner' })).toBe('Applies to dinner on Mondays');
    expect(ruleSentence(t, { day: 'sunday', entryType: 'breakfast' })).toBe('Applies to breakfast on Sundays');
  });

  it('says "every" for what the rule leaves open', () => {
    expect(ruleSentence(t, { day: 'unset', entryType: 'side' })).toBe('Applies to side dishes on every day');
    expect(ruleSentence(t, { day: 'friday', entryType: 'unset' })).toBe('Applies to every meal on Fridays');
    expect(ruleSentence(t, { day: 'unset', entryType: 'unset' })).toBe('Applies to every meal on every day');
  });
});

describe('ruleTitle', () => {
  it('names the day and the meal type, or "any"', () => {
    expect(ruleTitle(t, { day: 'wednesday', entryType: 'lunch' })).toBe('Wednesday · Lunch');
    expect(ruleTitle(t, { day: 'unset', entryType: 'unset' })).toBe('Any day · Any meal');
  });
});
