import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, makeUser, renderWithProviders } from '../../../testing/test-utils';
import { makeRecipe } from '../testing-fixtures';
import { RecipePage } from './recipe-page';

const owner = makeUser({ id: 'u1', householdId: 'h1' });

/** The requests the page sent; a PUT of the recipe answers with what was sent. */
function stubServer() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? null : await request.clone().json();
      sent.push({ method: request.method, path: url.pathname, body });
      if (request.method === 'PUT' && url.pathname === '/api/recipes/pancakes') {
        return new Response(JSON.stringify({ ...(body as object), slug: 'crepes' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response(JSON.stringify({ detail: 'Not Found' }), { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function renderEditor() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['users', 'self', 'ratings'], []);
  for (const kind of ['categories', 'tags', 'tools']) queryClient.setQueryData(['recipes', 'organizers', kind], []);
  return renderWithProviders(<RecipePage recipe={makeRecipe()} groupSlug="home" user={owner} />, {
    queryClient,
    route: '/g/home/r/pancakes?edit=true',
    path: '/g/:groupSlug/r/:slug',
  });
}

const jsonBox = () => screen.getByRole('textbox', { name: 'Recipe JSON' });

describe('the recipe JSON editor', () => {
  let sent: ReturnType<typeof stubServer>;
  beforeEach(() => {
    sent = stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the recipe as formatted JSON and applies an edit back to the form', () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'JSON' }));
    expect(screen.getByRole('button', { name: 'JSON' })).toHaveAttribute('aria-pressed', 'true');
    const text = (jsonBox() as HTMLTextAreaElement).value;
    expect(text).toContain('\n  "name": "Pancakes",\n');
    fireEvent.change(jsonBox(), { target: { value: text.replace('"Pancakes"', '"Crêpes"') } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('textbox', { name: 'Recipe JSON' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Recipe name' })).toHaveValue('Crêpes');
  });

  it('shows a clear error for invalid JSON and sends nothing', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'JSON' }));
    fireEvent.change(jsonBox(), { target: { value: '{ "name": "Pancakes", ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This is not valid JSON: /);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(jsonBox()).toBeInTheDocument();
    fireEvent.change(jsonBox(), { target: { value: '{ "name": "" }' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The recipe needs a "name" that is not empty.');
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('saves valid JSON through the normal update', async () => {
    const { router } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'JSON' }));
    const text = (jsonBox() as HTMLTextAreaElement).value;
    fireEvent.change(jsonBox(), { target: { value: text.replace('"Fluffy."', '"Thin."').replace('"Pancakes"', '"Crepes"') } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/g/home/r/crepes'));
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/recipes/pancakes');
    expect(put?.body).toMatchObject({ name: 'Crepes', description: 'Thin.', recipeIngredient: makeRecipe().recipeIngredient });
  });
});
