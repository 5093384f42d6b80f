import type { DehydratedState } from '@tanstack/react-query';
import type { ColorScheme } from '../features/app/lib/color-scheme';
import { SERVER_MARKUP_ID } from '../lib/server-markup';

/** What the server rendered a page with, sent beside its markup (src/entry-server.tsx). */
export interface ServerMarkupInputs {
  /** The route pattern the server rendered, as in `config/paths.ts`. */
  page: string;
  locale: string;
  scheme: ColorScheme;
  /** The signed-in user it rendered the page for, or null for a signed-out visitor. */
  userId: string | null;
  /** Whether it rendered the frame of a phone's width (`ServerRenderedPage.narrow`). */
  narrow: boolean;
  /** What the page's first render took from the browser's storage (the defaults, on the server). */
  stored: unknown;
  /** The answers its first render read, for the app's query cache. */
  queries: DehydratedState;
  /** What the router's loaders answered, for the app's router. */
  loaderData: Record<string, unknown>;
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
export type FirstRenderInputs = Pick<ServerMarkupInputs, 'page' | 'locale' | 'scheme' | 'userId' | 'stored'> & {
  /** Whether the screen is narrower than the width from which the frame's drawer sits beside the page. */
  narrow: boolean;
};

/**
 * Whether the app may take the server's markup over as it is (hydrate it): only when its first
 * render would be the same, so the same page, language, colour scheme, user and stored choices,
 * and for a page rendered at a phone's width, a screen that narrow. Otherwise it renders afresh
 * in its place: React would keep any attribute the server wrote differently (a class of the other
 * colour scheme, say).
 */
export function canTakeOver(server: ServerMarkupInputs, own: FirstRenderInputs): boolean {
  return (
    server.page === own.page &&
    server.locale === own.locale &&
    server.scheme === own.scheme &&
    server.userId === own.userId &&
    (!server.narrow || own.narrow) &&
    JSON.stringify(server.stored ?? null) === JSON.stringify(own.stored ?? null)
  );
}
