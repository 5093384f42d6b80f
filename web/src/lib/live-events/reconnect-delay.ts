/** The longest wait between two attempts to reopen the stream. */
export const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * How long to wait before reconnecting after `failures` failed or dropped connections in a row:
 * the server's `retry:` delay, doubled per failure up to 30 s, with jitter so that every open tab
 * does not come back at the same instant after a restart.
 */
export function reconnectDelay(failures: number, retryMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RECONNECT_DELAY_MS, retryMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
