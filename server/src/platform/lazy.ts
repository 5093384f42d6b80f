/** A value made the first time it is asked for, then kept: what is not needed to start waits for first use. */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
