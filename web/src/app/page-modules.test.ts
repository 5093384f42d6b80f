import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { matchPage, pageModules } from './page-modules';
import { routes } from './router';

/** Every path the router has a route for, joined with its parents' paths. */
function routePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [...(route.path !== undefined || route.index ? [own] : []), ...routePaths(route.children ?? [], own)];
  });
}

/** A concrete address for a pattern: each parameter given a value, a splat a path of its own. */
const addressOf = (pattern: string) => pattern.replace(/:(\w+)/g, 'some-$1').replace('*', 'no/such/page');

/** The lazy modules the router loads for `address`, outermost first. */
const routerModules = (address: string) =>
  (matchRoutes(routes, address) ?? []).map((match) => match.route.lazy).filter((lazy) => typeof lazy === 'function');

describe('matchPage', () => {
  it("gives every route's address the modules the router loads for it", () => {
    const addresses = [...new Set(routePaths(routes).map(addressOf))];
    expect(addresses.length).toBeGreaterThan(55);
    for (const address of addresses) {
      expect(matchPage(address).modules, address).toEqual(routerModules(address));
    }
  });

  it('ranks as the router does: a path written out before a parameter, the not-found page last', () => {
    const cases: [string, string][] = [
      ['/', paths.home.path],
      ['/g/home/r/create', paths.group.createRecipe.path],
      ['/g/home/r/create/url', paths.group.createRecipeFromUrl.path],
      ['/g/home/r/tomato-soup', paths.group.recipe.path],
      ['/g/home/recipes/timeline', paths.group.timeline.path],
      ['/g/home/recipes/tags', paths.group.organizer.path],
      ['/admin/manage/users/create', paths.admin.userCreate.path],
      ['/admin/manage/users/8c1f', paths.admin.user.path],
      ['/LOGIN/', paths.auth.login.path],
      ['/g', '*'],
      ['/no/such/page', '*'],
    ];
    for (const [address, pattern] of cases) {
      expect(matchPage(address).path, address).toBe(pattern);
      expect(matchPage(address).modules, address).toEqual(routerModules(address));
    }
    expect(matchPage('/g/home/r/tomato-soup').modules.at(-1)).toBe(pageModules.recipe);
  });

  it("reads the page's parameters, decoded", () => {
    expect(matchPage('/g/home/r/cr%C3%AApes').params).toEqual({ groupSlug: 'home', slug: 'crêpes' });
    expect(matchPage('/g/home/r/100%').params).toEqual({ groupSlug: 'home', slug: '100%' });
  });
});
