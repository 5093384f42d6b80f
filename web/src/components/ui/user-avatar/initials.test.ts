import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Jane Q. Doe')).toBe('JD');
    expect(initials('admin')).toBe('A');
    expect(initials('  ')).toBe('');
  });
});
