import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { saveErrorMessage } from './save-error-message';

describe('saveErrorMessage', () => {
  it("shows the error's words when the API client has not", () => {
    expect(saveErrorMessage(new ApiError(400, { detail: 'invalid query string: expected a value' }), 'Oops')).toBe(
      'invalid query string: expected a value',
    );
  });

  it('stays quiet when the API client has already shown the error or the network failed', () => {
    const shown = new ApiError(422, { detail: [] }, 'Invalid query filter string: unterminated list');
    shown.notificationId = 3;
    expect(saveErrorMessage(shown, 'Oops')).toBeNull();
    expect(saveErrorMessage(new TypeError('Failed to fetch'), 'Oops')).toBeNull();
  });

  it('falls back to a generic message', () => {
    expect(saveErrorMessage(new Error('boom'), 'Oops')).toBe('Oops');
  });
});
