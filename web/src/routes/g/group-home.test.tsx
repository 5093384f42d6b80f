import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRecipe, page, stubApi } from '../../features/recipe-browse/testing/fake-api';
import { fakeAuth, makeUser, renderWithProviders } from '../../testing/test-utils';
import { Component as GroupHome } from './group-home';

configure({ asyncUtilTimeout: 5000 });

const login = { path: '/login', element: <h1>Sign in page</h1> };

describe('/g/:groupSlug', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a signed-out visitor a public group's public recipes, read through the explore API", async () => {
    const requests = stubApi({
      '/api/explore/groups/open/households': () => page([]),
      '/api/explore/groups/open/recipes': () => page([makeRecipe('Public pie')]),
    });
    renderWithProviders(<GroupHome />, { route: '/g/open', path: '/g/:groupSlug', otherRoutes: [login] });
    expect(await screen.findByRole('article', { name: 'Public pie' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toBeInTheDocument();
    expect(requests.some((url) => url.pathname.startsWith('/api/recipes'))).toBe(false);
  });

  it('sends a signed-out visitor of a private or unknown group to sign in, with the way back', async () => {
    const requests = stubApi({});
    const { router } = renderWithProviders(<GroupHome />, { route: '/g/secret?tags=x', path: '/g/:groupSlug', otherRoutes: [login] });
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/g/secret?tags=x')}`);
    expect(requests.map((url) => url.pathname)).toEqual(['/api/explore/groups/secret/households']);
  });

  it('reads a member’s own group through the signed-in API without asking explore', async () => {
    const requests = stubApi({ '/api/recipes': () => page([makeRecipe('Family stew')]), '/api/groups/households': () => page([]) });
    renderWithProviders(<GroupHome />, { route: '/g/home', path: '/g/:groupSlug', auth: fakeAuth({ user: makeUser() }) });
    expect(await screen.findByRole('article', { name: 'Family stew' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((url) => url.pathname === '/api/recipes')).toBe(true));
    expect(requests.some((url) => url.pathname.startsWith('/api/explore/'))).toBe(false);
  });

  it('tells a signed-in user of another group that a private group is not theirs', async () => {
    stubApi({});
    renderWithProviders(<GroupHome />, { route: '/g/secret', path: '/g/:groupSlug', auth: fakeAuth({ user: makeUser() }) });
    expect(await screen.findByText('This is not your group; you see what it shares publicly.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search recipes' })).not.toBeInTheDocument();
  });
});
