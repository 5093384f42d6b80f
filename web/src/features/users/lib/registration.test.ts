import { describe, expect, it } from 'vitest';
import { accountStepSchema, emptyRegistrationDraft, toRegistration } from './registration';

const account = {
  username: 'jane',
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  password: 'long-enough',
  passwordConfirm: 'long-enough',
  advanced: true,
};

describe('toRegistration', () => {
  it('sends the group fields when creating a group', () => {
    const draft = { ...emptyRegistrationDraft, mode: 'create' as const, group: { group: 'Does', private: true, seedData: false }, account };
    expect(toRegistration(draft, 'de-DE')).toEqual({ ...account, locale: 'de-DE', group: 'Does', private: true, seedData: false });
  });

  it('sends the invitation token when joining', () => {
    const draft = { ...emptyRegistrationDraft, mode: 'join' as const, join: { groupToken: 'tok' }, account };
    const registration = toRegistration(draft, 'en-US');
    expect(registration.groupToken).toBe('tok');
    expect(registration.group).toBeUndefined();
  });
});

describe('accountStepSchema', () => {
  it('requires 8 to 258 characters and matching passwords', () => {
    expect(accountStepSchema.safeParse(account).success).toBe(true);
    const short = accountStepSchema.safeParse({ ...account, password: 'short', passwordConfirm: 'short' });
    expect(short.error?.issues[0]?.message).toBe('common.validation.passwordLength');
    const mismatch = accountStepSchema.safeParse({ ...account, passwordConfirm: 'different!' });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['passwordConfirm'], message: 'common.validation.passwordsMatch' });
    expect(accountStepSchema.safeParse({ ...account, password: 'x'.repeat(259), passwordConfirm: 'x'.repeat(259) }).success).toBe(false);
  });
});
