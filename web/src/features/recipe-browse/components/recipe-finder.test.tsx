import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { makeRecipe, page, stubApi } from '../testing/fake-api';
import { RecipeFinder } from './recipe-finder';

// The machine running the suite may be busy; give async queries room.
configure({ asyncUtilTimeout: 5000 });

const foods = [
  { id: 'egg', name: 'Egg', onHand: true },
  { id: 'flour', name: 'Flour', onHand: false },
  { id: 'milk', name: 'Milk', onHand: false },
  { id: 'cheese', name: 'Cheese', onHand: false },
];
const ingredients = (...ids: string[]) => ids.map((id) => ({ food: foods.find((food) => food.id === id), note: '' }));
const recipes = {
  pancakes: { ...makeRecipe('Pancakes'), recipeIngredient: ingredients('egg', 'flour', 'milk') },
  omelette: { ...makeRecipe('Omelette'), recipeIngredient: ingredients('egg', 'cheese') },
  'boiled-egg': { ...makeRecipe('Boiled egg'), recipeIngredient: ingredients('egg') },
};

describe('RecipeFinder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the foods on hand and ranks recipes by what is missing', async () => {
    const requests = stubApi({
      '/api/foods': () => page(foods),
      '/api/organizers/tools': () => page([]),
      '/api/recipes': () => page(Object.values(recipes)),
      '/api/recipes/pancakes': () => recipes.pancakes,
      '/api/recipes/omelette': () => recipes.omelette,
      '/api/recipes/boiled-egg': () => recipes['boiled-egg'],
    });
    renderWithProviders(<RecipeFinder groupSlug="home" />);

    const results = await screen.findByRole('list', { name: 'Recipes you can cook' });
    await within(results).findByRole('article', { name: 'Pancakes' });
    expect(
      within(results)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Boiled egg', 'Omelette', 'Pancakes']);
    expect(within(screen.getByRole('article', { name: 'Boiled egg' })).getByText('You have everything')).toBeInTheDocument();
    const pancakes = screen.getByRole('article', { name: 'Pancakes' });
    expect(within(pancakes).getByText('Missing 2:')).toBeInTheDocument();
    expect(within(pancakes).getByText('Flour')).toBeInTheDocument();
    expect(requests.find((url) => url.pathname === '/api/recipes')?.searchParams.getAll('foods')).toEqual(['egg']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Foods you have' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Flour' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Foods you have' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Milk' }));
    await within(screen.getByRole('article', { name: 'Pancakes' })).findByText('You have everything');
    // Both need nothing more; the one using more of what you have comes first.
    expect(
      within(results)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Pancakes', 'Boiled egg', 'Omelette']);
    expect(JSON.parse(localStorage.getItem('larder.finder-selection') ?? '{}').foods).toEqual(['egg', 'flour', 'milk']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Missing foods at most' }));
    await userEvent.click(await screen.findByRole('option', { name: '0' }));
    expect(
      within(results)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Pancakes', 'Boiled egg']);
  });
});
