/**
 * Background bulk imports of this process, run one after another so that a long list neither
 * floods remote sites nor competes with requests for the database. A failed job never stops the
 * ones behind it.
 */
export function createBulkQueue() {
  let tail: Promise<void> = Promise.resolve();
  return {
    add(job: () => Promise<void>): void {
      tail = tail.then(job).catch(() => undefined);
    },
    idle: (): Promise<void> => tail,
  };
}
