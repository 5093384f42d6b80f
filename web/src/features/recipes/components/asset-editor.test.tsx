import { fireEvent, screen, within } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeAsset } from '../../../api/recipes/get-recipe';
import { renderWithProviders } from '../../../testing/test-utils';
import { AssetEditor } from './asset-editor';

const assets: RecipeAsset[] = [
  { name: 'Menu card', icon: 'mdi-file-pdf-box', fileName: 'menu-card.pdf' },
  { name: 'Plating', icon: 'mdi-file-image', fileName: 'plating.jpg' },
];

function renderAssets(overrides: Partial<Parameters<typeof AssetEditor>[0]> = {}) {
  const props = { recipeId: 'r1', slug: 'pancakes', assets, onRemove: vi.fn(), onUploaded: vi.fn(), ...overrides };
  // Inside a form, as in the recipe editor, whose submit (a save) the upload must not trigger.
  const onEditorSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  renderWithProviders(
    <form onSubmit={onEditorSubmit}>
      <AssetEditor {...props} />
    </form>,
  );
  return { ...props, onEditorSubmit };
}

describe('AssetEditor', () => {
  it('lists each asset with a download link to its file', () => {
    renderAssets();
    const list = screen.getByRole('list', { name: 'Assets' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Download Menu card' })).toHaveAttribute('href', '/api/media/recipes/r1/assets/menu-card.pdf');
    expect(screen.getByRole('link', { name: 'Download Plating' })).toHaveAttribute('href', '/api/media/recipes/r1/assets/plating.jpg');
  });

  it('removes an asset from the list (the file goes when the recipe is saved)', () => {
    const props = renderAssets();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Menu card' }));
    expect(props.onRemove).toHaveBeenCalledWith([assets[1]]);
  });

  it('says so when there are no assets', () => {
    renderAssets({ assets: [] });
    expect(screen.getByText('No files attached yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Assets' })).not.toBeInTheDocument();
  });
});
