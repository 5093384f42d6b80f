import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { makeRecipe, page, stubApi } from '../testing/fake-api';
import { RecipeResults } from './recipe-results';

// The machine running the suite may be busy; give async queries room.
configure({ asyncUtilTimeout: 5000 });

describe('RecipeResults', () => {
  afterEach(() => vi.unstubAllGlobals());

  function setup() {
    const requests = stubApi({
      '/api/recipes': () =>
        page([
          makeRecipe('Pancakes', { image: 'v1', totalTime: '20 min', tags: [{ id: 't1', name: 'Breakfast', slug: 'breakfast' }] }),
          makeRecipe('Soup'),
        ]),
      '/api/users/self/ratings': () => ({ ratings: [{ recipeId: 'id-soup', rating: null, isFavorite: true }] }),
      'POST /api/users/u1/favorites/pancakes': () => null,
    });
    return {
      requests,
      ...renderWithProviders(<RecipeResults groupSlug="home" userId="u1" query={{ orderBy: 'name', orderDirection: 'asc' }} />),
    };
  }

  it('shows cards with image or placeholder, time, recipe and tag links', async () => {
    setup();
    const card = await screen.findByRole('article', { name: 'Pancakes' });
    expect(within(card).getByRole('link', { name: /Pancakes/ })).toHaveAttribute('href', '/g/home/r/pancakes');
    expect(within(card).getByRole('link', { name: 'Breakfast' })).toHaveAttribute('href', '/g/home?tags=breakfast');
    expect(within(card).getByText('Total 20 min')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/media/recipes/id-pancakes/images/min-original.webp?version=v1');
    const soup = screen.getByRole('article', { name: 'Soup' });
    expect(within(soup).getByTestId('recipe-image-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 recipes');
  });

  it('switches to the list view and remembers it', async () => {
    const { unmount } = setup();
    await screen.findByRole('article', { name: 'Pancakes' });
    expect(screen.getByRole('list', { name: 'Recipe results' })).toHaveAttribute('data-view', 'cards');
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('list', { name: 'Recipe results' })).toHaveAttribute('data-view', 'list');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    unmount();

    setup();
    await screen.findByRole('article', { name: 'Pancakes' });
    expect(screen.getByRole('list', { name: 'Recipe results' })).toHaveAttribute('data-view', 'list');
  });

  it('shows favourites and toggles one', async () => {
    const { requests } = setup();
    const soup = await screen.findByRole('article', { name: 'Soup' });
    expect(await within(soup).findByRole('button', { name: 'Favourite Soup', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Favourite Pancakes', pressed: false }));
    expect(requests.some((url) => url.pathname === '/api/users/u1/favorites/pancakes')).toBe(true);
  });
});
