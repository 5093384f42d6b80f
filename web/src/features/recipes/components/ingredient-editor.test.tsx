import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RecipeIngredient, RecipeStep } from '../../../api/recipes/get-recipe';
import { renderWithProviders } from '../../../testing/test-utils';
import { makeRecipe } from '../testing-fixtures';
import { IngredientEditor } from './ingredient-editor';
import { StepEditor } from './step-editor';

let latest: RecipeIngredient[] = [];

function IngredientHarness() {
  const [ingredients, setIngredients] = useState(makeRecipe().recipeIngredient);
  latest = ingredients;
  return <IngredientEditor ingredients={ingredients} onChange={setIngredients} disableAmount={false} />;
}

let latestSteps: RecipeStep[] = [];

function StepHarness() {
  const recipe = makeRecipe();
  const [steps, setSteps] = useState(recipe.recipeInstructions);
  latestSteps = steps;
  return <StepEditor steps={steps} ingredients={recipe.recipeIngredient} onChange={setSteps} />;
}

const notes = () => screen.getAllByRole('textbox', { name: /^Note of ingredient/ }).map((field) => (field as HTMLInputElement).value);

describe('IngredientEditor', () => {
  it('moves ingredients with the up and down buttons', () => {
    renderWithProviders(<IngredientHarness />);
    expect(latest.map((ingredient) => ingredient.referenceId)).toEqual(['i1', 'i2', 'i3']);
    expect(screen.getByRole('button', { name: 'Move ingredient 1 up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move ingredient 3 up' }));
    expect(latest.map((ingredient) => ingredient.referenceId)).toEqual(['i1', 'i3', 'i2']);
    expect(notes()).toEqual(['', 'maple syrup', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Move ingredient 1 down' }));
    expect(latest.map((ingredient) => ingredient.referenceId)).toEqual(['i3', 'i1', 'i2']);
    expect(screen.getByRole('button', { name: 'Move ingredient 3 down' })).toBeDisabled();
  });

  it('edits the upper end of a range beside the amount, and clears it', () => {
    renderWithProviders(<IngredientHarness />);
    const rangeEnd = screen.getByRole('spinbutton', { name: 'Range end of ingredient 1' });
    fireEvent.change(rangeEnd, { target: { value: '3' } });
    expect(latest[0]?.maxQuantity).toBe(3);
    fireEvent.change(rangeEnd, { target: { value: '' } });
    expect(latest[0]?.maxQuantity).toBeNull();
  });

  it('has a keyboard drag handle per row, and adds and removes rows', () => {
    renderWithProviders(<IngredientHarness />);
    expect(screen.getByRole('button', { name: 'Drag ingredient 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add ingredient' }));
    expect(latest).toHaveLength(4);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note of ingredient 4' }), { target: { value: 'salt' } });
    expect(latest[3]?.note).toBe('salt');
    fireEvent.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));
    expect(latest.map((ingredient) => ingredient.note)).toEqual(['', 'maple syrup', 'salt']);
  });

  it('adds a pasted block as separate ingredients with sections', () => {
    renderWithProviders(<IngredientHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Paste ingredients' }));
    const dialog = screen.getByRole('dialog', { name: 'Paste ingredients' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Ingredient lines' }), {
      target: { value: 'Sauce:\n- 1 onion\n\n2. 400 g tomatoes\n' },
    });
    expect(within(dialog).getByText(/2 ingredients/)).toHaveTextContent('2 ingredients1 section title');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(latest.slice(3).map((ingredient) => [ingredient.title, ingredient.note])).toEqual([
      ['Sauce', '1 onion'],
      ['', '400 g tomatoes'],
    ]);
    expect(screen.getAllByLabelText('Section title').map((field) => (field as HTMLInputElement).value)).toContain('Sauce');
  });
});

describe('StepEditor', () => {
  it('moves steps with the buttons and links ingredients', () => {
    renderWithProviders(<StepHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    expect(latestSteps.map((step) => step.id)).toEqual(['s2', 's1']);
    fireEvent.click(screen.getByRole('button', { name: /Link ingredients to step 1/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ingredients used in step 1' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'maple syrup' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(latestSteps[0]?.ingredientReferences).toEqual([{ referenceId: 'i3' }]);
  });

  it('pre-ticks the ingredients a step mentions with Auto', () => {
    renderWithProviders(<StepHarness />);
    fireEvent.click(screen.getByRole('button', { name: /Link ingredients to step 1/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ingredients used in step 1' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '1 ½ cups flour' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Auto' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(latestSteps[0]?.ingredientReferences).toEqual([{ referenceId: 'i1' }, { referenceId: 'i2' }]);
  });
});
