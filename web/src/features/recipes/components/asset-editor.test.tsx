import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import type { RecipeAsset } from '../api/get-recipe';
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
  afterEach(() => vi.unstubAllGlobals());

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

  it('uploads a file with its name, icon and extension', async () => {
    const user = userEvent.setup();
    const received: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        expect(`${request.method} ${new URL(request.url).pathname}`).toBe('POST /api/recipes/pancakes/assets');
        received.push(await request.formData());
        return new Response(JSON.stringify({ name: 'Shopping notes', icon: 'mdi-code-json', fileName: 'shopping-notes.txt' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const props = renderAssets();
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an asset' });
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Choose file'), new File(['eggs, milk'], 'notes.TXT', { type: 'text/plain' }));
    // The file's name is offered as the asset's name.
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('notes');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Shopping notes');
    await user.click(within(dialog).getByRole('button', { name: 'Code' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() =>
      expect(props.onUploaded).toHaveBeenCalledWith({ name: 'Shopping notes', icon: 'mdi-code-json', fileName: 'shopping-notes.txt' }),
    );
    expect(received).toHaveLength(1);
    const [form] = received as [FormData];
    expect(form.get('name')).toBe('Shopping notes');
    expect(form.get('icon')).toBe('mdi-code-json');
    expect(form.get('extension')).toBe('txt');
    expect(await (form.get('file') as File).text()).toBe('eggs, milk');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add an asset' })).not.toBeInTheDocument());
    expect(props.onEditorSubmit).not.toHaveBeenCalled();
  });
});
