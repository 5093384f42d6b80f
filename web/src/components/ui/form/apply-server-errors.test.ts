import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors, fieldLabel } from './apply-server-errors';

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

  it("words an issue with the field's label and limit when given a translator", () => {
    const setError = vi.fn();
    const t = (key: string, options?: Record<string, unknown>) =>
      key === 'common.errors.field' ? `${options?.label}: ${options?.message}` : `at most ${options?.count} characters`;
    applyServerErrors(
      [{ type: 'string_too_long', loc: ['body', 'fullName'], msg: 'Too big', ctx: { max_length: 255 } }],
      ['fullName'],
      setError,
      { t, labelOf: (name) => (name === 'fullName' ? 'Full name' : undefined) },
    );
    expect(setError).toHaveBeenCalledWith('fullName', { type: 'server', message: 'Full name: at most 255 characters' });
  });
});

describe('fieldLabel', () => {
  it("reads a field's visible label without the required marker", () => {
    const form = document.createElement('form');
    form.innerHTML = '<label for="n">Full name<span> *</span></label><input id="n" name="fullName" />';
    document.body.append(form);
    expect(fieldLabel(form, 'fullName')).toBe('Full name');
    expect(fieldLabel(form, 'missing')).toBeUndefined();
    form.remove();
  });
});
