import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { matchAppRoutes, routes } from './router';

const leafPath = (path: string) => matchAppRoutes(path)?.at(-1)?.route.path;

describe('matchAppRoutes', () => {
  it('matches as react-router does', () => {
    for (const path of ['/login', '/g/home', '/g/home/r/tomato-soup', '/no/such/page']) {
      expect(matchAppRoutes(path)?.map((match) => match.route)).toEqual(matchRoutes(routes, path)?.map((match) => match.route));
    }
    expect(leafPath('/login')).toBe(paths.auth.login.path);
    expect(leafPath('/g/home/r/tomato-soup')).toBe(paths.group.recipe.path);
    expect(matchAppRoutes('/g/home/r/tomato-soup')?.at(-1)?.params).toMatchObject({ groupSlug: 'home', slug: 'tomato-soup' });
  });

  it('answers the same path twice from one match, and another path afresh', () => {
    const first = matchAppRoutes('/g/home');
    expect(matchAppRoutes('/g/home')).toBe(first);
    const other = matchAppRoutes('/g/home/cookbooks');
    expect(other).not.toBe(first);
    expect(leafPath('/g/home')).toBe(paths.group.home.path);
  });
});
