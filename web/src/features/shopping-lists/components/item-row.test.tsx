import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShoppingList, ShoppingListItem } from '../../../api/shopping-lists/types';
import { renderWithProviders } from '../../../testing/test-utils';
import { ItemRow } from './item-row';

const item = {
  id: 'i1',
  display: '2 cups flour',
  note: '',
  checked: false,
  position: 0,
  label: { id: 'l1', name: 'Baking', color: '#FFEB3B', groupId: 'g' },
  recipeReferences: [{ id: 'r1', recipeId: 'rec1', recipeQuantity: 2, recipeScale: 1, recipeNote: null, shoppingListItemId: 'i1' }],
  updatedAt: '2026-01-01T00:00:00Z',
} as unknown as ShoppingListItem;
const list = { recipeReferences: [{ recipeId: 'rec1', recipe: { name: 'Pancakes' } }] } as unknown as ShoppingList;

describe('ItemRow', () => {
  it('names the checkbox by the item text and reports a tick', async () => {
    const onCheckedChange = vi.fn();
    renderWithProviders(<ItemRow item={item} list={list} onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '2 cups flour' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('shows the label only when asked, and the item recipes on demand', async () => {
    const first = renderWithProviders(<ItemRow item={item} list={list} onCheckedChange={() => undefined} />);
    expect(screen.queryByText('Baking')).toBeNull();
    first.unmount();
    renderWithProviders(<ItemRow item={item} list={list} showLabel onCheckedChange={() => undefined} />);
    expect(screen.getByText('Baking')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Recipes of 2 cups flour' }));
    expect(screen.getByText('Pancakes: 2')).toBeVisible();
  });
});
