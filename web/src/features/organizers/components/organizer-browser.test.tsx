import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { OrganizerBrowser } from './organizer-browser';

// The machine running the suite may be busy; give async queries room.
configure({ asyncUtilTimeout: 5000 });

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function stubTools() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const tools = [
    { id: 't1', name: 'Oven', slug: 'oven', onHand: false },
    { id: 't2', name: 'Blender', slug: 'blender', onHand: true },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.json();
      calls.push({ method: request.method, path: url.pathname, body });
      if (request.method === 'GET')
        return json({ page: 1, per_page: 2, total: 2, total_pages: 1, items: tools, next: null, previous: null });
      return json(tools[0]);
    }),
  );
  return calls;
}

describe('OrganizerBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists tools under letters, links each to the filtered home and toggles on hand', async () => {
    const calls = stubTools();
    renderWithProviders(<OrganizerBrowser kind="tools" canOrganize filteredHref={(slug) => `/g/home?tools=${slug}`} />);
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oven' })).toHaveAttribute('href', '/g/home?tools=oven');
    expect(screen.getByRole('switch', { name: 'Blender on hand' })).toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: 'Oven on hand' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        path: '/api/organizers/tools/t1',
        body: { name: 'Oven', onHand: true },
      }),
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'blend');
    expect(screen.queryByRole('link', { name: 'Oven' })).not.toBeInTheDocument();
  });

  it('creates a tool from the dialog', async () => {
    const calls = stubTools();
    renderWithProviders(<OrganizerBrowser kind="tools" canOrganize filteredHref={(slug) => slug} />);
    await userEvent.click(await screen.findByRole('button', { name: 'New tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tool' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Wok{Enter}');
    await vi.waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Wok', onHand: false }));
  });

  it('offers no changes to members who cannot organize', async () => {
    stubTools();
    renderWithProviders(<OrganizerBrowser kind="tools" canOrganize={false} filteredHref={(slug) => slug} />);
    expect(await screen.findByRole('link', { name: 'Oven' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New tool' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Oven' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Oven on hand' })).toBeDisabled();
  });
});
