import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { makeRecipe } from '../testing-fixtures';
import { RecipeView } from './recipe-view';

const ingredientList = () => within(screen.getByRole('region', { name: 'Ingredients' }));

describe('RecipeView', () => {
  it('shows sections, times and tags linking to the filtered group home', () => {
    renderWithProviders(<RecipeView recipe={makeRecipe()} groupSlug="home" />);
    expect(screen.getByRole('heading', { name: 'Pancakes', level: 1 })).toBeInTheDocument();
    expect(ingredientList().getByRole('heading', { name: 'Batter' })).toBeInTheDocument();
    expect(ingredientList().getByRole('heading', { name: 'Topping' })).toBeInTheDocument();
    expect(screen.getByText('Total: 30 minutes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Breakfast' })).toHaveAttribute('href', '/g/home?tags=breakfast');
    expect(screen.getByRole('heading', { name: 'Cooking' })).toBeInTheDocument();
  });

  it('scales quantities and the yield with the servings buttons, as fractions', async () => {
    renderWithProviders(<RecipeView recipe={makeRecipe()} groupSlug="home" />);
    expect(ingredientList().getByRole('checkbox', { name: '1 ½ cups flour' })).toBeInTheDocument();
    expect(screen.getByTestId('scaled-yield')).toHaveTextContent('4 servings');
    await userEvent.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByTestId('scaled-yield')).toHaveTextContent('5 servings');
    expect(ingredientList().getByRole('checkbox', { name: '1 ⅞ cups flour' })).toBeInTheDocument();
    expect(ingredientList().getByRole('checkbox', { name: '2 ½ eggs' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fewer servings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(ingredientList().getByRole('checkbox', { name: '1 ⅛ cups flour' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset servings' }));
    expect(screen.getByTestId('scaled-yield')).toHaveTextContent('4 servings');
  });

  it('scales the linked ingredients shown under a step', () => {
    renderWithProviders(<RecipeView recipe={makeRecipe()} groupSlug="home" />);
    const linked = screen.getAllByRole('list', { name: 'Ingredients for this step' })[0];
    expect(linked).toHaveTextContent('1 ½ cups flour');
    fireEvent.change(screen.getByLabelText('Servings'), { target: { value: '8' } });
    expect(linked).toHaveTextContent('3 cups flour');
    expect(linked).toHaveTextContent('4 eggs');
  });

  it('ticks ingredients off and back on', async () => {
    renderWithProviders(<RecipeView recipe={makeRecipe()} groupSlug="home" />);
    const flour = ingredientList().getByRole('checkbox', { name: '1 ½ cups flour' });
    expect(flour).not.toBeChecked();
    await userEvent.click(ingredientList().getByText('flour'));
    expect(flour).toBeChecked();
    expect(ingredientList().getByRole('checkbox', { name: '2 eggs' })).not.toBeChecked();
    await userEvent.click(flour);
    expect(flour).not.toBeChecked();
  });

  it('shows only notes when amounts are disabled, without a scaler', () => {
    const recipe = makeRecipe();
    renderWithProviders(
      <RecipeView
        recipe={{ ...recipe, settings: { ...recipe.settings, disableAmount: true } as typeof recipe.settings }}
        groupSlug="home"
      />,
    );
    expect(screen.queryByRole('button', { name: 'More servings' })).not.toBeInTheDocument();
    expect(ingredientList().getByRole('checkbox', { name: 'maple syrup' })).toBeInTheDocument();
  });

  it('marks a step done', async () => {
    renderWithProviders(<RecipeView recipe={makeRecipe()} groupSlug="home" />);
    const toggle = screen.getByRole('button', { name: 'Mark step 1 done' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
