import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { makeRecipe, page, stubApi } from '../testing/fake-api';
import { FavoriteRecipes } from './favorite-recipes';

// The machine running the suite may be busy; give async queries room.
configure({ asyncUtilTimeout: 5000 });

describe('FavoriteRecipes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the user's favourites by name", async () => {
    const requests = stubApi({
      '/api/users/u2/favorites': () => ({
        ratings: [
          { recipeId: 'id-pancakes', rating: null, isFavorite: true, userId: 'u2', id: 'r1' },
          { recipeId: 'id-soup', rating: 4, isFavorite: false, userId: 'u2', id: 'r2' },
        ],
      }),
      '/api/recipes': () => page([makeRecipe('Pancakes')]),
      '/api/users/self/ratings': () => ({ ratings: [] }),
    });
    renderWithProviders(<FavoriteRecipes groupSlug="home" userId="u2" viewerId="u1" />);
    expect(await screen.findByRole('article', { name: 'Pancakes' })).toBeInTheDocument();
    const call = requests.find((url) => url.pathname === '/api/recipes');
    expect(call?.searchParams.get('queryFilter')).toBe('id IN ["id-pancakes"]');
    expect(call?.searchParams.get('orderBy')).toBe('name');
  });

  it('says so when there are none', async () => {
    stubApi({ '/api/users/u2/favorites': () => ({ ratings: [] }) });
    renderWithProviders(<FavoriteRecipes groupSlug="home" userId="u2" />);
    expect(await screen.findByText(/No favourite recipes yet/)).toBeInTheDocument();
  });
});
