import type { DehydratedState } from '@tanstack/react-query';
import type { ColorScheme } from '../features/app/lib/color-scheme';
import { SERVER_MARKUP_ID } from '../lib/server-markup';

/** What the server rendered a page with, sent beside its markup (src/entry-server.tsx). */
export interface ServerMarkupInputs {
  /** The route pattern the server rendered, as in `config/paths.ts`. */
  page: string;
  locale: string;
  scheme: ColorScheme;
  /** The answers its first render read, for the app's query cache. */
  queries: DehydratedState;
}

/** The inputs the server sent beside the page's markup, or null for a page it did not render. */
export function readServerMarkup(doc: Document = document): ServerMarkupInputs | null {
  const text = doc.getElementById(SERVER_MARKUP_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerMarkupInputs;
  } catch {
    return null;
  }
}

/** What the app's own first render would use, to compare with the server's. */
export interface FirstRenderInputs {
  page: string;
  locale: string;
  scheme: ColorScheme;
  /** The server renders only for signed-out visitors. */
  signedIn: boolean;
}

/**
 * Whether the app may take the server's markup over as it is (hydrate it): only when its first
 * render would be the same, so the same page in the same language and colour scheme, signed out.
 * Otherwise it renders afresh in its place: React would keep any attribute the server wrote
 * differently (a class of the other colour scheme, say).
 */
export function canTakeOver(server: ServerMarkupInputs, own: FirstRenderInputs): boolean {
  return !own.signedIn && server.page === own.page && server.locale === own.locale && server.scheme === own.scheme;
}
