import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { FoodsTable } from './foods-table';

const page = (items: unknown[]) => ({
  page: 1,
  per_page: items.length,
  total: items.length,
  total_pages: 1,
  items,
  next: null,
  previous: null,
});
const label = { id: 'l1', name: 'Produce', color: '#4CAF50', groupId: 'g' };
const food = (id: string, name: string, createdAt: string) => ({
  id,
  name,
  pluralName: null,
  description: '',
  extras: {},
  onHand: false,
  labelId: id === 'f1' ? 'l1' : null,
  label: id === 'f1' ? label : null,
  aliases: [],
  householdsWithIngredientFood: [],
  createdAt,
  updatedAt: createdAt,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

describe('FoodsTable', () => {
  let calls: Call[];

  beforeEach(() => {
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        const text = await request.text();
        calls.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
        if (url.pathname === '/api/foods')
          return json(page([food('f1', 'Tomato', '2026-01-02T00:00:00Z'), food('f2', 'Tomatoes', '2026-01-01T00:00:00Z')]));
        if (url.pathname === '/api/groups/labels') return json(page([label]));
        return json({ message: 'Done', error: false });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists foods newest first with their label chip', async () => {
    renderWithProviders(<FoodsTable />);
    const table = screen.getByRole('table', { name: 'Foods' });
    await within(table).findByRole('row', { name: /Tomatoes/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Tomato', 'Tomatoes']);
    expect(within(rows[1]!).getByText('Produce')).toBeInTheDocument();
  });

  it('combines one food into another with PUT /api/foods/merge', async () => {
    renderWithProviders(<FoodsTable />);
    await screen.findByRole('row', { name: /Tomatoes/ });
    await userEvent.click(screen.getByRole('button', { name: 'Combine' }));
    const dialog = screen.getByRole('dialog', { name: 'Combine foods' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Food to combine' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tomatoes' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Combine into' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tomato' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Combine' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', path: '/api/foods/merge', body: { fromFood: 'f2', toFood: 'f1' } }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Combine foods' })).not.toBeInTheDocument());
  });

  it('seeds foods in the user locale after a confirmation', async () => {
    renderWithProviders(<FoodsTable />);
    await screen.findByRole('row', { name: /Tomatoes/ });
    await userEvent.click(screen.getByRole('button', { name: 'Seed' }));
    const dialog = screen.getByRole('dialog', { name: 'Seed foods' });
    expect(within(dialog).getByText('Add the default list in American English?')).toBeInTheDocument();
    expect(within(dialog).getByText(/already have some data/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seed' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: '/api/groups/seeders/foods', body: { locale: 'en-US' } }));
  });

  it('saves a new food with its aliases and label', async () => {
    renderWithProviders(<FoodsTable />);
    await screen.findByRole('row', { name: /Tomatoes/ });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create food' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Basil');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Label' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Produce' }));
    await userEvent.type(within(dialog).getByLabelText('New alias'), 'Genovese{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/foods',
        body: { name: 'Basil', pluralName: null, description: '', labelId: 'l1', onHand: false, aliases: [{ name: 'Genovese' }] },
      }),
    );
  });
});
