import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import messages from '../locales/en-US.json';
import type { ValidationIssue } from './api-error';
import { apiErrorMessage, formatBytes, humanizeField, issueMessage, issueText } from './error-messages';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en-US', resources: { 'en-US': { translation: messages } }, interpolation: { escapeValue: false } });
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const issue = (overrides: Partial<ValidationIssue>): ValidationIssue => ({
  type: 'value_error',
  loc: ['body', 'name'],
  msg: 'Bad',
  ...overrides,
});
const detail = (message: string, extra: Record<string, unknown> = {}) => ({ detail: { message, error: true, exception: null, ...extra } });

describe('issueText', () => {
  it.each([
    [{ type: 'string_too_long', ctx: { max_length: 255 } }, 'at most 255 characters'],
    [{ type: 'string_too_short', ctx: { min_length: 8 } }, 'at least 8 characters'],
    [{ type: 'string_too_short', ctx: { min_length: 1 } }, 'required'],
    [{ type: 'too_long', ctx: { max_length: 1 } }, 'at most 1 item'],
    [{ type: 'too_short', ctx: { min_length: 2 } }, 'at least 2 items'],
    [{ type: 'less_than_equal', ctx: { le: 5 } }, 'at most 5'],
    [{ type: 'greater_than', ctx: { gt: 0 } }, 'more than 0'],
    [{ type: 'missing', msg: 'Field required' }, 'required'],
  ])('words %o as "%s"', (overrides, expected) => {
    expect(issueText(issue(overrides), t)).toBe(expected);
  });

  it("reads the limit from Zod's message when the server sends no ctx", () => {
    expect(issueText(issue({ type: 'too_big', msg: 'Too big: expected string to have <=255 characters' }), t)).toBe(
      'at most 255 characters',
    );
    expect(issueText(issue({ type: 'too_small', msg: 'Too small: expected number to be >=1' }), t)).toBe('at least 1');
  });

  it("keeps the server's own words for anything else", () => {
    expect(issueText(issue({ msg: 'Invalid query filter string: invalid query string: unterminated list' }), t)).toBe(
      'Invalid query filter string: invalid query string: unterminated list',
    );
  });
});

describe('issueMessage', () => {
  const tooLong = issue({ type: 'string_too_long', loc: ['body', 'fullName'], ctx: { max_length: 255 } });

  it('puts the label before the words, the screen label first, else the field name as words', () => {
    expect(issueMessage(tooLong, t, 'Full name')).toBe('Full name: at most 255 characters');
    expect(issueMessage(tooLong, t)).toBe('Full name: at most 255 characters');
    expect(issueMessage({ ...tooLong, loc: ['body', 'imports', 0, 'url'] }, t)).toBe('Url: at most 255 characters');
  });

  it('does not repeat a label the message already names', () => {
    expect(issueMessage(issue({ loc: ['body', 'fullName'], msg: 'Full name must not be empty' }), t)).toBe('Full name must not be empty');
    const filter = issue({ loc: ['body', 'queryFilterString'], msg: 'Invalid query filter string: unterminated list' });
    expect(issueMessage(filter, t)).toBe('Invalid query filter string: unterminated list');
  });
});

describe('apiErrorMessage', () => {
  it('names the limit of a 413 from maxBytes, and says too large without one', () => {
    expect(apiErrorMessage(413, detail('The upload is larger than 25 MB', { maxBytes: 25 * 1024 * 1024 }), t)).toBe(
      'Too large: the server accepts at most 25 MB.',
    );
    expect(apiErrorMessage(413, { detail: 'Request body is too large' }, t)).toBe('Too large for the server to accept.');
    expect(apiErrorMessage(413, detail('The answer is larger than 10485760 bytes'), t)).toBe('The answer is larger than 10485760 bytes');
  });

  it('lists the issues of a 422, one a line', () => {
    const body = {
      detail: [
        issue({ type: 'string_too_long', loc: ['body', 'fullName'], ctx: { max_length: 255 } }),
        issue({ type: 'missing', loc: ['body', 'email'], msg: 'Field required' }),
      ],
    };
    expect(apiErrorMessage(422, body, t)).toBe('Full name: at most 255 characters\nEmail: required');
  });

  it("uses the app's words for a status the server only repeats, and the server's when they say more", () => {
    expect(apiErrorMessage(403, detail('Permission Denied'), t)).toBe('You do not have permission to do this.');
    expect(apiErrorMessage(403, detail('You cannot delete your own account'), t)).toBe('You cannot delete your own account');
    expect(apiErrorMessage(404, detail('Not found.'), t)).toBe('This no longer exists, or you cannot see it.');
    expect(apiErrorMessage(400, { detail: 'invalid query string: unterminated list' }, t)).toBe('invalid query string: unterminated list');
    expect(apiErrorMessage(400, undefined, t)).toBe('The server could not accept this request.');
    expect(apiErrorMessage(409, detail('A cookbook with this name exists'), t)).toBe('A cookbook with this name exists');
    expect(apiErrorMessage(409, undefined, t)).toBe('This clashes with something that already exists.');
  });

  it('has its own words for locked, throttled and unknown failures', () => {
    expect(apiErrorMessage(423, { detail: 'User is locked out' }, t)).toBe(
      'This account is locked after too many failed sign-ins. Try again later.',
    );
    expect(apiErrorMessage(429, { detail: 'Too many requests' }, t)).toBe('Too many requests. Wait a minute and try again.');
    expect(apiErrorMessage(500, detail('Unknown Error'), t)).toBe('Something went wrong');
    expect(apiErrorMessage(500, detail('Email failure'), t)).toBe('Email failure');
  });
});

describe('helpers', () => {
  it('formats sizes and field names', () => {
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(humanizeField('queryFilterString')).toBe('Query filter string');
    expect(humanizeField('full_name')).toBe('Full name');
  });
});
