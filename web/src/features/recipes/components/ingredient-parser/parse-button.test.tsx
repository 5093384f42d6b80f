import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../testing/test-utils';
import { newIngredient } from '../../lib/draft';
import { makeRecipe } from '../../testing-fixtures';
import { IngredientEditor } from '../ingredient-editor';

const noop = () => undefined;
const href = '/g/home/r/pancakes/ingredient-parser';

describe('the Parse button of the ingredient editor', () => {
  it('links to the ingredient parser when every line is plain text', () => {
    const lines = [newIngredient({ note: '2 cups flour' }), newIngredient({ note: '3 eggs' })];
    renderWithProviders(<IngredientEditor ingredients={lines} onChange={noop} disableAmount={false} parseHref={href} />);
    expect(screen.getByRole('link', { name: 'Parse' })).toHaveAttribute('href', href);
  });

  it('is disabled, with the reason, once lines have foods or units', () => {
    renderWithProviders(
      <IngredientEditor ingredients={makeRecipe().recipeIngredient} onChange={noop} disableAmount={false} parseHref={href} />,
    );
    const parse = screen.getByRole('link', { name: 'Parse' });
    expect(parse).toHaveAttribute('aria-disabled', 'true');
    expect(parse.parentElement).toHaveAttribute(
      'aria-label',
      'Some ingredients already have a food or unit, so the parser would lose them',
    );
  });

  it('is absent without a parser page', () => {
    renderWithProviders(<IngredientEditor ingredients={[newIngredient({ note: 'salt' })]} onChange={noop} disableAmount={false} />);
    expect(screen.queryByRole('link', { name: 'Parse' })).not.toBeInTheDocument();
  });
});
