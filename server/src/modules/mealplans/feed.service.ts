import crypto from 'node:crypto';
import { systemTenant } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { notFoundText } from '../../platform/errors.js';
import { nowIso } from '../../platform/time.js';
import type { RecipesService } from '../recipes/service.js';
import { toPlanEntries } from './entries.service.js';
import { deleteFeed, entriesInRange, feedByToken, feedOf, householdNames, insertFeed } from './queries.js';
import type { MealPlanFeed } from './schemas.js';

/** How far back and ahead the calendar reaches: calendar apps keep what they saw before. */
const FEED_DAYS_BACK = 90;
const FEED_DAYS_AHEAD = 366;
const DAY_MS = 86_400_000;

const ENTRY_TYPE_TITLES: Record<string, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  side: 'Side',
  snack: 'Snack',
  drink: 'Drink',
  dessert: 'Dessert',
};

/**
 * Larder's calendar feed: a household's plan as an RFC 5545 calendar at a private address, for
 * calendar apps, which cannot sign in. The random token in the address is the only credential;
 * revoking it deletes it, and a new one is a new address.
 */
export function createMealPlanFeedService(deps: Deps, recipes: Pick<RecipesService, 'recipeSummaries'>) {
  const { db } = deps;
  const feedUrl = (origin: string, token: string) => `${origin}/api/households/mealplans/feed/${token}.ics`;

  return {
    async getFeed(auth: AuthContext, origin: string): Promise<MealPlanFeed> {
      const feed = await feedOf(db, auth);
      return { url: feed ? feedUrl(origin, feed.token) : null };
    },

    /** The household's feed address, made on the first call (two calls at once agree on one). */
    async createFeed(auth: AuthContext, origin: string): Promise<{ url: string }> {
      await insertFeed(db, {
        household_id: auth.householdId,
        group_id: auth.groupId,
        token: crypto.randomBytes(32).toString('base64url'),
        created_at: nowIso(),
      });
      const feed = await feedOf(db, auth);
      if (!feed) throw new Error('the feed row was not written');
      return { url: feedUrl(origin, feed.token) };
    },

    async revokeFeed(auth: AuthContext): Promise<MealPlanFeed> {
      await deleteFeed(db, auth);
      return { url: null };
    },

    /** The calendar behind a token: one all-day event per entry, with a stable UID per entry. */
    async renderFeed(token: string, origin: string): Promise<string> {
      const feed = /^[A-Za-z0-9_-]{43}$/.test(token) ? await feedByToken(db, token) : undefined;
      if (!feed) throw notFoundText('Not Found');
      const tenant = systemTenant(feed.group_id, feed.household_id);
      const names = await householdNames(db, tenant);
      const now = Date.now();
      const from = new Date(now - FEED_DAYS_BACK * DAY_MS).toISOString().slice(0, 10);
      const to = new Date(now + FEED_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
      const entries = await toPlanEntries(recipes, tenant, await entriesInRange(db, tenant, from, to));

      const host = new URL(origin).hostname || 'larder';
      // Loaded on the first feed read, not at start.
      const { default: ical } = await import('ical-generator');
      const calendar = ical({
        name: `${names?.household_name ?? 'Household'} meal plan`,
        prodId: { company: 'Larder', product: 'Meal plan' },
      });
      for (const entry of entries) {
        const start = new Date(`${entry.date}T00:00:00Z`);
        const link =
          entry.recipe && names ? `${origin}/g/${encodeURIComponent(names.group_slug)}/r/${encodeURIComponent(entry.recipe.slug)}` : null;
        const name = entry.recipe?.name ?? entry.title;
        calendar.createEvent({
          id: `mealplan-${entry.id}@${host}`,
          start,
          end: new Date(start.getTime() + DAY_MS),
          allDay: true,
          summary: `${ENTRY_TYPE_TITLES[entry.entryType] ?? entry.entryType}: ${name}`,
          description: [entry.title && entry.recipe ? entry.title : '', entry.text, link ?? ''].filter(Boolean).join('\n\n') || null,
          url: link,
        });
      }
      return calendar.toString();
    },
  };
}

export type MealPlanFeedService = ReturnType<typeof createMealPlanFeedService>;
