import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../features/recipe-browse/testing/fake-api';
import { makeRecipe } from '../../features/recipes/testing-fixtures';
import { renderWithProviders } from '../../testing/test-utils';
import { Component as RecipeRoute } from './recipe';

configure({ asyncUtilTimeout: 5000 });

const login = { path: '/login', element: <h1>Sign in page</h1> };
const page = <T,>(items: T[]) => ({ page: 1, per_page: 1, total: items.length, total_pages: 1, items, next: null, previous: null });

function visit(route: string) {
  return renderWithProviders(<RecipeRoute />, { route, path: '/g/:groupSlug/r/:slug', otherRoutes: [login] });
}

describe('/g/:groupSlug/r/:slug for a signed-out visitor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a public recipe read-only: cook mode and print, no editing, favourites or comments', async () => {
    const recipe = makeRecipe({ rating: 4 });
    const requests = stubApi({
      '/api/explore/groups/open/households': () => page([]),
      '/api/explore/groups/open/recipes/pancakes': () => recipe,
    });
    visit('/g/open/r/pancakes?edit=true');
    expect(await screen.findByRole('heading', { name: 'Pancakes', level: 1 })).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Recipe actions' });
    expect(within(toolbar).getByRole('button', { name: 'Cook mode' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to favorites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Recipe name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /comment/i })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Average rating/ })).toBeInTheDocument();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'More actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Print']);
    expect(requests.some((url) => url.pathname.startsWith('/api/recipes'))).toBe(false);
  });

  it('answers "not found" for a recipe the public group does not show', async () => {
    stubApi({ '/api/explore/groups/open/households': () => page([]) });
    visit('/g/open/r/secret-stew');
    expect(await screen.findByText(/This recipe was not found/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in page' })).not.toBeInTheDocument();
  });

  it('sends the visitor of a private group to sign in without asking for the recipe', async () => {
    const requests = stubApi({});
    const { router } = visit('/g/secret/r/pancakes');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/g/secret/r/pancakes')}`);
    expect(requests.some((url) => url.pathname.includes('pancakes'))).toBe(false);
  });
});
