import { describe, expect, it } from 'vitest';
import { SERVER_MARKUP_ID } from '../lib/server-markup';
import { canTakeOver, readServerMarkup, type ServerMarkupInputs } from './server-markup';

const server: ServerMarkupInputs = {
  page: '/g/:groupSlug',
  locale: 'en-US',
  scheme: 'light',
  userId: 'user-1',
  narrow: true,
  stored: { viewMode: 'cards', lastQuery: null },
  queries: { mutations: [], queries: [] },
  loaderData: {},
};
// The same inputs as the app's own first render would have them.
const { queries: _queries, loaderData: _loaderData, ...own }: ServerMarkupInputs = server;

function documentWith(body: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = body;
  return doc;
}

describe('readServerMarkup', () => {
  it('reads the inputs the server sent beside its markup', () => {
    const doc = documentWith(
      `<div id="root"></div><script type="application/json" id="${SERVER_MARKUP_ID}">${JSON.stringify(server)}</script>`,
    );
    expect(readServerMarkup(doc)).toEqual(server);
  });

  it('is null for a page the server did not render, or unreadable inputs', () => {
    expect(readServerMarkup(documentWith('<div id="root"></div>'))).toBeNull();
    expect(readServerMarkup(documentWith(`<script type="application/json" id="${SERVER_MARKUP_ID}">{not json</script>`))).toBeNull();
  });
});

describe('canTakeOver', () => {
  it('takes the markup over when the first render would be the same', () => {
    expect(canTakeOver(server, own)).toBe(true);
  });

  it('takes a page rendered at any width over on a wide screen too', () => {
    expect(canTakeOver({ ...server, narrow: false }, { ...own, narrow: false })).toBe(true);
  });

  it('renders afresh for another page, language, colour scheme, user or stored choice, or a wide screen', () => {
    expect(canTakeOver(server, { ...own, page: '/g/:groupSlug/r/:slug' })).toBe(false);
    expect(canTakeOver(server, { ...own, locale: 'fr-FR' })).toBe(false);
    expect(canTakeOver(server, { ...own, scheme: 'dark' })).toBe(false);
    expect(canTakeOver(server, { ...own, userId: 'user-2' })).toBe(false);
    expect(canTakeOver(server, { ...own, userId: null })).toBe(false);
    expect(canTakeOver({ ...server, userId: null }, own)).toBe(false);
    expect(canTakeOver(server, { ...own, stored: { viewMode: 'list', lastQuery: null } })).toBe(false);
    expect(canTakeOver(server, { ...own, stored: { viewMode: 'cards', lastQuery: 'tags=quick' } })).toBe(false);
    expect(canTakeOver(server, { ...own, narrow: false })).toBe(false);
  });
});
