import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupSourceContext } from '../../../lib/group-source/group-source';
import { createTestQueryClient, renderWithProviders } from '../../../testing/test-utils';
import { makeRecipe, page, stubApi } from '../testing/fake-api';
import { RecipeExplorer } from './recipe-explorer';

// The machine running the suite may be busy; give async queries room.
configure({ asyncUtilTimeout: 5000 });

const tags = [
  { id: 't1', name: 'Quick', slug: 'quick' },
  { id: 't2', name: 'Vegan', slug: 'vegan' },
];

const family = { id: 'h1', name: 'Family', slug: 'family' };
const cellar = { id: 'h2', name: 'Cellar', slug: 'cellar' };

function setup(route: string, households = [family]) {
  const requests = stubApi({
    '/api/recipes': (url) => {
      const search = url.searchParams.get('search');
      return page(search ? [makeRecipe('Tomato soup')] : [makeRecipe('Tomato soup'), makeRecipe('Pancakes')]);
    },
    '/api/organizers/tags': () => page(tags),
    '/api/groups/households': () => page(households),
  });
  const queryClient = createTestQueryClient();
  const view = renderWithProviders(<RecipeExplorer groupSlug="home" />, { route, path: '/g/:groupSlug', queryClient });
  const recipeCalls = () => requests.filter((url) => url.pathname === '/api/recipes');
  return { ...view, queryClient, recipeCalls };
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

  it('hides the households filter when the group has a single household', async () => {
    const { queryClient } = setup('/g/home');
    await screen.findByRole('article', { name: 'Pancakes' });
    // The households list has been read, and one household gives nothing to choose.
    await waitFor(() => expect(queryClient.getQueryState(['recipe-browse', 'filter-options', 'households'])?.status).toBe('success'));
    expect(screen.getByRole('button', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Households' })).not.toBeInTheDocument();
  });

  it("filters by one of the group's households, picked by name", async () => {
    const { router, recipeCalls } = setup('/g/home', [family, cellar]);
    await userEvent.click(await screen.findByRole('button', { name: 'Households' }));
    const dialog = await screen.findByRole('dialog', { name: 'Households' });
    expect(within(dialog).queryByRole('switch', { name: 'Match all' })).not.toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Cellar' }));
    expect(router.state.location.search).toBe('?households=cellar');
    await waitFor(() => expect(recipeCalls().at(-1)?.searchParams.getAll('households')).toEqual(['cellar']));
    // One household at a time: picking another replaces it.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Family' }));
    expect(router.state.location.search).toBe('?households=family');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: /Households: Family/ })).toBeInTheDocument();
  });

  it("reads a public group's recipes and filter lists through the explore API for a visitor", async () => {
    const requests = stubApi({
      '/api/explore/groups/open/recipes': () => page([makeRecipe('Public pie')]),
      '/api/explore/groups/open/organizers/tags': () => page(tags),
      '/api/explore/groups/open/households': () => page([family, cellar]),
    });
    renderWithProviders(
      <GroupSourceContext value={{ kind: 'explore', groupSlug: 'open' }}>
        <RecipeExplorer groupSlug="open" />
      </GroupSourceContext>,
      { route: '/g/open?tags=quick', path: '/g/:groupSlug' },
    );
    const card = await screen.findByRole('article', { name: 'Public pie' });
    expect(within(card).getByRole('link', { name: /Public pie/ })).toHaveAttribute('href', '/g/open/r/public-pie');
    expect(within(card).queryByRole('button', { name: /favorite/i })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Tags: Quick/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Households' })).toBeInTheDocument();
    const listCall = requests.find((url) => url.pathname === '/api/explore/groups/open/recipes');
    expect(listCall?.searchParams.getAll('tags')).toEqual(['quick']);
    expect(requests.every((url) => url.pathname.startsWith('/api/explore/groups/open/'))).toBe(true);
  });
});
