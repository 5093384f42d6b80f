import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeIngredient } from '../../../../api/recipes/get-recipe';
import { renderWithProviders } from '../../../../testing/test-utils';
import type { ParsedRow } from '../../lib/parsed-rows';
import { ParsedIngredientPanel } from './parsed-ingredient-panel';

function row(overrides: Partial<ParsedRow> = {}, ingredient: Partial<RecipeIngredient> = {}): ParsedRow {
  return {
    input: '2 cups flour, sifted',
    confidence: 0.92,
    missingUnit: null,
    missingFood: null,
    ingredient: {
      referenceId: 'r1',
      quantity: 2,
      unit: { id: 'u-cup', name: 'cup' },
      food: { id: 'f-flour', name: 'flour' },
      note: 'sifted',
      title: '',
      display: '',
      isFood: true,
      disableAmount: false,
      originalText: '2 cups flour, sifted',
      ...ingredient,
    } as RecipeIngredient,
    ...overrides,
  };
}

const noop = () => undefined;

describe('ParsedIngredientPanel', () => {
  it('shows the raw text, a tick and the confidence, collapsed, for a confident match', () => {
    renderWithProviders(<ParsedIngredientPanel row={row()} number={1} onChange={noop} onRemove={noop} onCreate={noop} creating={false} />);
    const header = screen.getByRole('button', { name: /2 cups flour, sifted/ });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTitle('Looks right')).toBeInTheDocument();
    expect(screen.getByLabelText('Average confidence: 92%')).toBeInTheDocument();
  });

  it('opens with a warning and offers to create a missing food and unit', () => {
    const onCreate = vi.fn();
    renderWithProviders(
      <ParsedIngredientPanel
        row={row({ missingFood: 'saffron', missingUnit: 'pinch', input: '1 pinch saffron' }, { food: null, unit: null })}
        number={3}
        onChange={noop}
        onRemove={noop}
        onCreate={onCreate}
        creating={false}
      />,
    );
    expect(screen.getByRole('button', { name: /1 pinch saffron/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTitle('Needs a look')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create food saffron' }));
    expect(onCreate).toHaveBeenCalledWith('foods', 'saffron');
    fireEvent.click(screen.getByRole('button', { name: 'Create unit pinch' }));
    expect(onCreate).toHaveBeenCalledWith('units', 'pinch');
  });

  it('shows no confidence for a parser that gives none, and edits the note', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ParsedIngredientPanel
        row={row({ confidence: null })}
        number={2}
        onChange={onChange}
        onRemove={noop}
        onCreate={noop}
        creating={false}
      />,
    );
    expect(screen.queryByLabelText(/confidence/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Note of ingredient 2' }), { target: { value: 'sifted twice' } });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ ingredient: expect.objectContaining({ note: 'sifted twice' }) }));
  });
});
