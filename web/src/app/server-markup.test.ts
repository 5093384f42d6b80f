import { describe, expect, it } from 'vitest';
import { SERVER_MARKUP_ID } from '../lib/server-markup';
import { canTakeOver, readServerMarkup, type ServerMarkupInputs } from './server-markup';

const server: ServerMarkupInputs = { page: '/login', locale: 'en-US', scheme: 'light', queries: { mutations: [], queries: [] } };
const own = { page: '/login', locale: 'en-US', scheme: 'light' as const, signedIn: false };

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

  it('renders afresh for another page, language or colour scheme, or with a session', () => {
    expect(canTakeOver(server, { ...own, page: '/register' })).toBe(false);
    expect(canTakeOver(server, { ...own, locale: 'fr-FR' })).toBe(false);
    expect(canTakeOver(server, { ...own, scheme: 'dark' })).toBe(false);
    expect(canTakeOver(server, { ...own, signedIn: true })).toBe(false);
  });
});
