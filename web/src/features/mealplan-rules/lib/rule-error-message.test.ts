import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { ruleErrorMessage } from './rule-error-message';

describe('ruleErrorMessage', () => {
  it("shows the server's words about the filter", () => {
    const body = {
      detail: [{ type: 'value_error', loc: ['body', 'queryFilterString'], msg: 'Invalid query filter string: unknown field' }],
    };
    expect(ruleErrorMessage(new ApiError(422, body, 'Query filter string: invalid'), 'Oops')).toBe(
      'Invalid query filter string: unknown field',
    );
  });

  it("falls back to the error's message, and stays quiet for a network failure", () => {
    expect(ruleErrorMessage(new ApiError(404, { detail: 'Not found' }, 'The rule no longer exists'), 'Oops')).toBe(
      'The rule no longer exists',
    );
    expect(ruleErrorMessage(new TypeError('Failed to fetch'), 'Oops')).toBeNull();
    expect(ruleErrorMessage(new Error('boom'), 'Oops')).toBe('Oops');
  });
});
