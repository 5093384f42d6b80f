/**
 * Reads started by the HTML's entry (`src/entry.ts`) before the app's modules have arrived, and
 * handed to the API client when the app makes the same request: one request, started while the
 * framework still downloads instead of after it has run (a second or more on a phone's network).
 *
 * An answer is handed out once, to a GET of the same address (its query in any order) with the
 * same `Authorization`. A failed one is not handed out: the client asks again with its own
 * headers (its language, for the error's words). One nobody asked for within a few seconds of its
 * arrival is dropped, so that a later read is never answered from it.
 */
interface EarlyRead {
  authorization: string | null;
  response: Promise<Response>;
}

const reads = new Map<string, EarlyRead>();
const KEPT_FOR_MS = 10_000;

/** The address with its query sorted, so that the order the parameters were written in does not matter. */
function readKey(url: URL): string {
  const params = [...url.searchParams].sort(([a, aValue], [b, bValue]) => (a === b ? (aValue < bValue ? -1 : 1) : a < b ? -1 : 1));
  return `${url.pathname}?${new URLSearchParams(params)}`;
}

/** Starts `GET path` (same origin), with the session's token when there is one. */
export function startEarlyRead(path: string, token: string | null): Promise<Response> {
  const url = new URL(path, window.location.origin);
  const authorization = token ? `Bearer ${token}` : null;
  const response = fetch(url, { credentials: 'include', headers: authorization ? { Authorization: authorization } : {} });
  const key = readKey(url);
  const read: EarlyRead = { authorization, response };
  reads.set(key, read);
  const dropLater = () => {
    setTimeout(() => {
      if (reads.get(key) === read) reads.delete(key);
    }, KEPT_FOR_MS);
  };
  response.then(dropLater, dropLater);
  return response;
}

/**
 * The early answer to `request` when one was started for it, else undefined. `fetchAgain` asks
 * for it afresh when the early read failed.
 */
export function claimEarlyRead(request: Request, fetchAgain: (request: Request) => Promise<Response>): Promise<Response> | undefined {
  if (reads.size === 0 || request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (url.origin !== window.location.origin) return undefined;
  const key = readKey(url);
  const read = reads.get(key);
  if (!read || read.authorization !== request.headers.get('Authorization')) return undefined;
  reads.delete(key);
  return read.response.then(
    (response) => (response.ok ? response : fetchAgain(request)),
    () => fetchAgain(request),
  );
}
