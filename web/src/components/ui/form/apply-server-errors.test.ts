import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors } from './apply-server-errors';

describe('applyServerErrors', () => {
  it('puts 422 issues onto the fields they name, camel-casing snake_case', () => {
    const setError = vi.fn();
    const applied = applyServerErrors(
      [
        { type: 'value_error', loc: ['body', 'email'], msg: 'Invalid email' },
        { type: 'too_short', loc: ['body', 'full_name'], msg: 'Too short' },
        { type: 'missing', loc: ['body', 'unknown'], msg: 'Field required' },
        { type: 'missing', loc: ['body', 0], msg: 'Bad item' },
      ],
      ['email', 'fullName'],
      setError,
    );
    expect(applied).toBe(2);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Invalid email' });
    expect(setError).toHaveBeenCalledWith('fullName', { type: 'server', message: 'Too short' });
  });
});
