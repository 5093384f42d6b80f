/**
 * A value from `localStorage`, or null where there is none: the server's render of a page
 * (src/entry-server.tsx) runs the same components without a browser's storage.
 */
export function readLocalStorage(key: string): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
}

/** The same for `sessionStorage`. */
export function readSessionStorage(key: string): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
}
