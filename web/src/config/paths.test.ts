import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the login URL with an encoded redirect or the direct flag', () => {
    expect(paths.auth.login.getHref()).toBe('/login');
    expect(paths.auth.login.getHref({ redirect: '/user/profile?tab=1' })).toBe('/login?redirect=%2Fuser%2Fprofile%3Ftab%3D1');
    expect(paths.auth.login.getHref({ direct: true })).toBe('/login?direct=1');
  });

  it('encodes group slugs and keeps the share-target query', () => {
    expect(paths.group.home.getHref('my group')).toBe('/g/my%20group');
    expect(paths.group.createRecipeFromUrl.getHref('home', '?recipe_import_url=x')).toBe('/g/home/r/create/url?recipe_import_url=x');
  });

  it('gives every route pattern a leading slash', () => {
    const patterns: string[] = [];
    const walk = (node: unknown) => {
      if (typeof node !== 'object' || node === null) return;
      if ('path' in node && typeof node.path === 'string') patterns.push(node.path);
      for (const value of Object.values(node)) walk(value);
    };
    walk(paths);
    expect(patterns.length).toBeGreaterThan(20);
    for (const pattern of patterns) expect(pattern.startsWith('/')).toBe(true);
  });
});
