import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { makeRecipe, page, stubApi } from '../testing/fake-api';
import { RecipeSearchButton } from './recipe-search-button';

// The machine running the suite may be busy; give async queries room.
configure({ asyncUtilTimeout: 5000 });

describe('RecipeSearchButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on "/", searches by name and links to the recipe and the explorer', async () => {
    const requests = stubApi({ '/api/recipes': () => page([makeRecipe('Tomato soup', { description: 'Red and warm' })]) });
    renderWithProviders(<RecipeSearchButton groupSlug="home" />);
    await userEvent.keyboard('/');
    const dialog = await screen.findByRole('dialog', { name: 'Search recipes' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search recipes' }), 'soup');
    const results = within(dialog).getByRole('list', { name: 'Search results' });
    expect(await within(results).findByRole('link', { name: /Tomato soup/ })).toHaveAttribute('href', '/g/home/r/tomato-soup');
    const call = requests.at(-1);
    expect(Object.fromEntries(call?.searchParams ?? [])).toMatchObject({
      search: 'soup',
      perPage: '20',
      orderBy: 'name',
      orderDirection: 'asc',
    });
    expect(within(dialog).getByRole('link', { name: 'Advanced search' })).toHaveAttribute('href', '/g/home?search=soup');

    await userEvent.keyboard('{ArrowDown}');
    expect(within(results).getByRole('link', { name: /Tomato soup/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(dialog).getByRole('searchbox', { name: 'Search recipes' })).toHaveFocus();
  });
});
