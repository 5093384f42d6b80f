import { describe, expect, it } from 'vitest';
import { getDefaultPath, getShareTargetPath, getVisitorHomePath, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each(['/g/home', '/user/profile?x=1', '/'])('accepts the local path %s', (value) => {
    expect(safeRedirectPath(value)).toBe(value);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'evil', '', null, undefined, '/\t/evil.example'])(
    'rejects %j',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );
});

describe('getDefaultPath', () => {
  it('sends a first-login admin to the setup wizard', () => {
    expect(getDefaultPath({ admin: true, groupSlug: 'home' }, { isFirstLogin: true, isDemo: false })).toBe('/admin/setup');
  });

  it('sends everyone else to their group', () => {
    expect(getDefaultPath({ admin: true, groupSlug: 'home' }, { isFirstLogin: false, isDemo: false })).toBe('/g/home');
    expect(getDefaultPath({ admin: false, groupSlug: 'home' }, { isFirstLogin: true, isDemo: false })).toBe('/g/home');
    expect(getDefaultPath({ admin: true, groupSlug: 'home' }, { isFirstLogin: true, isDemo: true })).toBe('/g/home');
    expect(getDefaultPath({ admin: true, groupSlug: 'home' }, undefined)).toBe('/g/home');
  });
});

describe('getVisitorHomePath', () => {
  it('uses the public default group, else the login page', () => {
    expect(getVisitorHomePath({ defaultGroupSlug: 'home' })).toBe('/g/home');
    expect(getVisitorHomePath({ defaultGroupSlug: null })).toBe('/login');
    expect(getVisitorHomePath(undefined)).toBe('/login');
  });
});

describe('getShareTargetPath', () => {
  it('continues in the user group with the query, or goes to login', () => {
    expect(getShareTargetPath('home', '?recipe_import_url=https%3A%2F%2Fx.test')).toBe(
      '/g/home/r/create/url?recipe_import_url=https%3A%2F%2Fx.test',
    );
    expect(getShareTargetPath(null, '?recipe_import_url=x')).toBe('/login');
  });
});
