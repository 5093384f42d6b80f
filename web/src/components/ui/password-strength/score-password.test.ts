import { describe, expect, it } from 'vitest';
import { passwordStrength, scorePassword } from './score-password';

describe('scorePassword', () => {
  it('is 0 below 6 characters or with a flagged word', () => {
    expect(scorePassword('')).toBe(0);
    expect(scorePassword('Ab1!x')).toBe(0);
    expect(scorePassword('MyPassword123!')).toBe(0);
    expect(scorePassword('xxADMINxx99')).toBe(0);
  });

  it('adds 5 per character, less for repeats, and 10 per extra character class', () => {
    // 6 distinct lower-case letters: 30, one class.
    expect(scorePassword('abcdef')).toBe(30);
    // "aaaaaa": 5 + 2.5 + 1.67 + 1.25 + 1 + 0.83 = 12.25
    expect(scorePassword('aaaaaa')).toBeCloseTo(12.25, 2);
    // 8 distinct characters in four classes: 40 + 30.
    expect(scorePassword('aB3$cD4%')).toBe(70);
  });

  it('caps at 100', () => {
    expect(scorePassword('Correct-Horse-Battery-Staple-42')).toBe(100);
  });
});

describe('passwordStrength', () => {
  it('maps the score to weak, good, strong and very strong', () => {
    expect(passwordStrength(49)).toBe('weak');
    expect(passwordStrength(50)).toBe('good');
    expect(passwordStrength(80)).toBe('strong');
    expect(passwordStrength(100)).toBe('veryStrong');
  });
});
