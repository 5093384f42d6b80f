import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { makeRecipe, page, stubApi } from '../testing/fake-api';
import { TimelineFeed } from './timeline-feed';

// The machine running the suite may be busy; give async queries room.
configure({ asyncUtilTimeout: 5000 });

const event = (id: string, subject: string, eventType: string) => ({
  id,
  recipeId: 'id-pancakes',
  userId: 'u1',
  subject,
  eventType,
  eventMessage: null,
  image: 'does not have image',
  timestamp: '2024-05-01T10:00:00Z',
  groupId: 'g1',
  householdId: 'h1',
  createdAt: '2024-05-01T10:00:00Z',
  updatedAt: '2024-05-01T10:00:00Z',
});

describe('TimelineFeed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows events with their recipe, newest first, and filters by kind', async () => {
    const requests = stubApi({
      '/api/recipes/timeline/events': () => page([event('e1', 'Jane made this', 'comment'), event('e2', 'Recipe Created', 'system')]),
      '/api/recipes': () => page([makeRecipe('Pancakes')]),
    });
    renderWithProviders(<TimelineFeed groupSlug="home" />);
    const list = await screen.findByRole('list', { name: 'Timeline events' });
    const made = await within(list).findByRole('listitem', { name: 'Jane made this' });
    expect(await within(made).findByRole('link', { name: 'Pancakes' })).toHaveAttribute('href', '/g/home/r/pancakes');
    expect(within(made).getByRole('img', { name: 'Comment' })).toBeInTheDocument();
    const first = requests.find((url) => url.pathname === '/api/recipes/timeline/events');
    expect(first?.searchParams.get('orderDirection')).toBe('desc');
    expect(first?.searchParams.get('queryFilter')).toBeNull();
    expect(requests.find((url) => url.pathname === '/api/recipes')?.searchParams.get('queryFilter')).toBe('id IN ["id-pancakes"]');

    await userEvent.click(screen.getByRole('checkbox', { name: 'System' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Oldest first' }));
    await waitFor(() => {
      const last = requests.filter((url) => url.pathname === '/api/recipes/timeline/events').at(-1);
      expect(last?.searchParams.get('queryFilter')).toBe('eventType IN ["comment", "info"]');
      expect(last?.searchParams.get('orderDirection')).toBe('asc');
    });
  });
});
