/**
 * The element in which the server sends, beside a page it rendered, what it rendered the page with
 * (src/entry-server.tsx). This module imports nothing: the HTML's entry reads it before the
 * framework has loaded.
 */
export const SERVER_MARKUP_ID = 'larder-server-render';

/** Whether the page's HTML came rendered by the server (and is therefore its own first paint). */
export function hasServerMarkup(doc: Document = document): boolean {
  return doc.getElementById(SERVER_MARKUP_ID) !== null;
}
