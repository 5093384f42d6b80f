type Listener = (schemaPath: string) => void;

const listeners = new Set<Listener>();

/** The API client reports a 401 here; the auth provider clears the session and redirects. */
export function emitUnauthorized(schemaPath: string): void {
  for (const listener of listeners) listener(schemaPath);
}

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
