import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { makeRecipe, page, stubApi } from '../testing/fake-api';
import { RecipeExplorer } from './recipe-explorer';

// The machine running the suite may be busy; give async queries room.
configure({ asyncUtilTimeout: 5000 });

const tags = [
  { id: 't1', name: 'Quick', slug: 'quick' },
  { id: 't2', name: 'Vegan', slug: 'vegan' },
];

function setup(route: string) {
  const requests = stubApi({
    '/api/recipes': (url) => {
      const search = url.searchParams.get('search');
      return page(search ? [makeRecipe('Tomato soup')] : [makeRecipe('Tomato soup'), makeRecipe('Pancakes')]);
    },
    '/api/organizers/tags': () => page(tags),
    '/api/groups/households': () => page([{ id: 'h1', name: 'Family', slug: 'family' }]),
  });
  const view = renderWithProviders(<RecipeExplorer groupSlug="home" />, { route, path: '/g/:groupSlug' });
  const recipeCalls = () => requests.filter((url) => url.pathname === '/api/recipes');
  return { ...view, recipeCalls };
}

describe('RecipeExplorer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('filters by what the URL says, e.g. a tag link', async () => {
    const { recipeCalls } = setup('/g/home?tags=quick');
    expect(await screen.findByRole('article', { name: 'Pancakes' })).toBeInTheDocument();
    const call = recipeCalls()[0];
    expect(call?.searchParams.getAll('tags')).toEqual(['quick']);
    expect(call?.searchParams.get('orderBy')).toBe('created_at');
    expect(call?.searchParams.get('perPage')).toBe('64');
  });

  it('writes a settled search and a picked tag into the URL', async () => {
    const { router, recipeCalls } = setup('/g/home');
    await screen.findByRole('article', { name: 'Pancakes' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'soup');
    await waitFor(() => expect(router.state.location.search).toBe('?search=soup'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pancakes' })).not.toBeInTheDocument());
    expect(recipeCalls().at(-1)?.searchParams.get('search')).toBe('soup');

    await userEvent.click(screen.getByRole('button', { name: 'Tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tags' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Vegan' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Match all' }));
    expect(router.state.location.search).toBe('?search=soup&tags=vegan&requireAllTags=true');
    await waitFor(() => expect(recipeCalls().at(-1)?.searchParams.get('requireAllTags')).toBe('true'));
  });

  it('sorts from the menu, flipping direction when the same sort is picked again', async () => {
    const { router } = setup('/g/home');
    await screen.findByRole('article', { name: 'Pancakes' });
    await userEvent.click(screen.getByRole('button', { name: /^Sort:/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Alphabetical' }));
    expect(router.state.location.search).toBe('?orderBy=name&orderDirection=asc');
    await userEvent.click(screen.getByRole('button', { name: 'Sort: Alphabetical, ascending' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /Alphabetical/ }));
    expect(router.state.location.search).toBe('?orderBy=name&orderDirection=desc');
  });

  it('names the active filters and removes one from its chip', async () => {
    const { router } = setup('/g/home?tags=quick&tags=vegan');
    const quick = await screen.findByRole('button', { name: /Tags: Quick/ });
    expect(screen.getByRole('button', { name: /Tags: Vegan/ })).toBeInTheDocument();
    await userEvent.click(within(quick).getByTitle('Remove Quick'));
    expect(router.state.location.search).toBe('?tags=vegan');
  });

  it('clears everything with Reset', async () => {
    const { router } = setup('/g/home?tags=quick&orderBy=name');
    await screen.findByRole('article', { name: 'Pancakes' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('');
  });
});
