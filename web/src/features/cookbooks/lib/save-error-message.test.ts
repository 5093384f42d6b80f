import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { saveErrorMessage } from './save-error-message';

describe('saveErrorMessage', () => {
  it('shows a plain-string detail such as a bad query filter', () => {
    expect(saveErrorMessage(new ApiError(400, { detail: 'invalid query string: expected a value' }), 'Oops')).toBe(
      'invalid query string: expected a value',
    );
  });

  it('stays quiet when the API client has already shown the message or the network failed', () => {
    expect(saveErrorMessage(new ApiError(403, { detail: { message: 'Permission Denied', error: true } }), 'Oops')).toBeNull();
    expect(saveErrorMessage(new TypeError('Failed to fetch'), 'Oops')).toBeNull();
  });

  it('falls back to a generic message', () => {
    expect(saveErrorMessage(new ApiError(500, null), 'Oops')).toBe('Oops');
    expect(saveErrorMessage(new Error('boom'), 'Oops')).toBe('Oops');
  });
});
