import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { RecipeTimelineDialog } from './recipe-timeline-dialog';

const event = (id: string, userId: string, subject: string, eventType: string, timestamp: string) => ({
  id,
  recipeId: 'r1',
  userId,
  subject,
  eventType,
  eventMessage: `About ${subject}`,
  image: 'does not have image',
  timestamp,
  groupId: 'g1',
  householdId: 'h1',
  createdAt: timestamp,
  updatedAt: timestamp,
});

const events = [
  event('e3', 'me', 'I made it', 'comment', '2024-03-03T12:00:00Z'),
  event('e2', 'someone-else', 'They made it', 'comment', '2024-03-02T12:00:00Z'),
  event('e1', 'me', 'Recipe Created', 'system', '2024-03-01T12:00:00Z'),
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('RecipeTimelineDialog', () => {
  let sent: { method: string; url: URL; body: unknown }[];
  beforeEach(() => {
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        const body = request.method === 'PUT' ? await request.json() : null;
        sent.push({ method: request.method, url, body });
        if (request.method === 'GET')
          return json({ page: 1, per_page: 32, total: 3, total_pages: 1, items: events, next: null, previous: null });
        return json(events[0]);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderDialog = (admin = false) =>
    renderWithProviders(
      <RecipeTimelineDialog
        open
        onClose={() => undefined}
        recipe={{ id: 'r1', slug: 'pancakes', name: 'Pancakes' }}
        user={{ id: 'me', admin, name: 'Jane' }}
      />,
    );

  it('asks for this recipe’s events, newest first', async () => {
    renderDialog();
    const list = await screen.findByRole('list', { name: 'Timeline events' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const query = sent[0]?.url.searchParams;
    expect(query?.get('queryFilter')).toBe('recipe_id="r1"');
    expect(query?.get('orderBy')).toBe('timestamp');
    expect(query?.get('orderDirection')).toBe('desc');
  });

  it('offers edit and delete only on one’s own non-system events', async () => {
    renderDialog();
    await screen.findByRole('listitem', { name: 'I made it' });
    expect(screen.getByRole('button', { name: 'Edit I made it' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit They made it' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Recipe Created' })).not.toBeInTheDocument();
  });

  it('lets an admin change anyone’s entries', async () => {
    renderDialog(true);
    await screen.findByRole('listitem', { name: 'They made it' });
    expect(screen.getByRole('button', { name: 'Delete They made it' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Recipe Created' })).not.toBeInTheDocument();
  });

  it('saves an edited subject and message, and deletes after confirming', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Edit I made it' }));
    const form = screen.getByRole('form', { name: 'Edit event' });
    await user.clear(within(form).getByRole('textbox', { name: 'Subject' }));
    await user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Sunday pancakes');
    await user.clear(within(form).getByRole('textbox', { name: 'Message' }));
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'With lemon');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.find((request) => request.method === 'PUT')).toBeDefined());
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/recipes/timeline/events/e3');
    expect(put?.body).toEqual({ subject: 'Sunday pancakes', eventMessage: 'With lemon' });

    await user.click(await screen.findByRole('button', { name: 'Delete I made it' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete event' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.find((request) => request.method === 'DELETE')?.url.pathname).toBe('/api/recipes/timeline/events/e3'));
  });
});
