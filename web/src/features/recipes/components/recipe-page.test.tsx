import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, makeUser, renderWithProviders } from '../../../testing/test-utils';
import { makeRecipe } from '../testing-fixtures';
import { RecipePage } from './recipe-page';

const owner = makeUser({ id: 'u1', householdId: 'h1' });

function renderPage(recipe = makeRecipe(), user = owner, route = '/g/home/r/pancakes') {
  const queryClient = createTestQueryClient();
  // The user's ratings and the organizer choices, so that the page needs no server.
  queryClient.setQueryData(['users', 'self', 'ratings'], []);
  for (const kind of ['categories', 'tags', 'tools']) queryClient.setQueryData(['recipes', 'organizers', kind], []);
  return renderWithProviders(<RecipePage recipe={recipe} groupSlug="home" user={user} />, {
    queryClient,
    route,
    path: '/g/:groupSlug/r/:slug',
  });
}

describe('RecipePage', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers edit and delete to the owner', () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toBeInTheDocument();
  });

  it('hides edit and delete on a locked recipe of someone else', () => {
    const recipe = makeRecipe({ userId: 'u2' });
    renderPage({ ...recipe, settings: { ...recipe.settings, locked: true } });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Print' })).toBeInTheDocument();
  });

  it('hides edit on another household’s recipe', () => {
    renderPage(makeRecipe({ userId: 'u3', householdId: 'h2' }));
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('opens the editor with ?edit=true, but only for those who may edit', () => {
    renderPage(makeRecipe(), owner, '/g/home/r/pancakes?edit=true');
    expect(screen.getByRole('toolbar', { name: 'Editor actions' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Recipe name' })).toHaveValue('Pancakes');
  });

  it('keeps a visitor without the right in the view even with ?edit=true', () => {
    renderPage(makeRecipe({ userId: 'u3', householdId: 'h2' }), owner, '/g/home/r/pancakes?edit=true');
    expect(screen.queryByRole('toolbar', { name: 'Editor actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pancakes', level: 1 })).toBeInTheDocument();
  });

  it('hides comments when the recipe disables them', () => {
    const recipe = makeRecipe();
    renderPage({ ...recipe, settings: { ...recipe.settings, disableComments: true } });
    expect(screen.queryByRole('heading', { name: 'Comments' })).not.toBeInTheDocument();
  });
});
