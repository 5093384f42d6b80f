import { vi } from 'vitest';

export type FakeRoute = (url: URL, request: Request) => unknown;

/**
 * Stubs the global fetch the API client uses: each request goes to the first route whose path
 * matches and answers with its JSON. Returns the URLs requested, for assertions.
 */
export function stubApi(routes: Record<string, FakeRoute>) {
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push(url);
      const route = routes[`${request.method} ${url.pathname}`] ?? routes[url.pathname];
      if (!route)
        return new Response(JSON.stringify({ detail: 'Not Found' }), { status: 404, headers: { 'content-type': 'application/json' } });
      return new Response(JSON.stringify(route(url, request) ?? null), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

export function page<T>(items: T[]) {
  return { page: 1, per_page: items.length, total: items.length, total_pages: 1, items, next: null, previous: null };
}

export function makeRecipe(name: string, overrides: Record<string, unknown> = {}) {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return {
    id: `id-${slug}`,
    userId: 'u1',
    householdId: 'h1',
    groupId: 'g1',
    name,
    slug,
    image: null,
    recipeYield: null,
    totalTime: null,
    prepTime: null,
    cookTime: null,
    performTime: null,
    description: '',
    recipeCategory: [],
    tags: [],
    tools: [],
    rating: null,
    orgURL: null,
    dateAdded: '2024-01-01',
    dateUpdated: '2024-01-01T00:00:00Z',
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
    lastMade: null,
    ...overrides,
  };
}
