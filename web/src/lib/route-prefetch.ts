type Prefetcher = (path: string) => void;

let prefetcher: Prefetcher = () => {};

/** The router registers how to load the lazy module of the route matching a path. */
export function setRoutePrefetcher(next: Prefetcher): void {
  prefetcher = next;
}

export function prefetchRoute(path: string): void {
  prefetcher(path);
}
