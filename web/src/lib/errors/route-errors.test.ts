import { describe, expect, it } from 'vitest';
import { describeRouteError, RouteValidationError, repairUrl } from './route-errors';

/** The shape react-router gives a thrown `data()` or a 404 match (isRouteErrorResponse). */
function routeErrorResponse(status: number, statusText = '') {
  return { status, statusText, internal: false, data: null };
}

describe('describeRouteError', () => {
  it('titles a 404 "Page Not Found"', () => {
    expect(describeRouteError(routeErrorResponse(404))).toEqual({ status: 404, title: { key: 'app.errors.notFound' } });
  });

  it('names the path when a route rejected its parameters', () => {
    expect(describeRouteError(new RouteValidationError('/g/bad%20slug', 'Malformed group slug'))).toEqual({
      status: 404,
      title: { key: 'app.errors.notFoundPath', values: { path: '/g/bad%20slug' } },
    });
  });

  it('calls anything else an internal error, 500 by default', () => {
    expect(describeRouteError(new Error('boom'))).toEqual({ status: 500, title: { key: 'app.errors.internal' } });
    expect(describeRouteError({ status: 503 })).toEqual({ status: 503, title: { key: 'app.errors.internal' } });
  });

  it('uses a status message as the title when there is one', () => {
    expect(describeRouteError(routeErrorResponse(403, 'Forbidden'))).toEqual({ status: 403, title: { text: 'Forbidden' } });
    expect(describeRouteError({ status: 418, statusMessage: 'Teapot' })).toEqual({ status: 418, title: { text: 'Teapot' } });
  });
});

describe('repairUrl', () => {
  it('moves the old group pages to /household', () => {
    expect(repairUrl('/group/mealplan/planner/view', 'home')).toBe('/household/mealplan/planner/view');
    expect(repairUrl('/group/members', null)).toBe('/household/members');
    expect(repairUrl('/group/data/foods', null)).toBeNull();
  });

  it('rewrites /recipe/ to /r/', () => {
    expect(repairUrl('/g/home/recipe/pancakes', 'home')).toBe('/g/home/r/pancakes');
    expect(repairUrl('/recipe/pancakes', null)).toBe('/r/pancakes');
  });

  it('prefixes the user group to paths outside /g/', () => {
    expect(repairUrl('/r/create/url?recipe_import_url=x', 'home')).toBe('/g/home/r/create/url?recipe_import_url=x');
    expect(repairUrl('/recipe/pancakes', 'home')).toBe('/g/home/r/pancakes');
  });

  it('leaves the 404 standing when nothing changes', () => {
    expect(repairUrl('/g/home/nothing', 'home')).toBeNull();
    expect(repairUrl('/nothing', null)).toBeNull();
  });
});
