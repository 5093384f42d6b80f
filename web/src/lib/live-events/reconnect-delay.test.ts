import { describe, expect, it } from 'vitest';
import { MAX_RECONNECT_DELAY_MS, reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('waits between half and all of the retry delay, doubled per failure', () => {
    expect(reconnectDelay(1, 3000, () => 0)).toBe(1500);
    expect(reconnectDelay(1, 3000, () => 1)).toBe(3000);
    expect(reconnectDelay(2, 3000, () => 1)).toBe(6000);
    expect(reconnectDelay(3, 3000, () => 0)).toBe(6000);
  });

  it('never waits longer than the ceiling', () => {
    expect(reconnectDelay(50, 3000, () => 1)).toBe(MAX_RECONNECT_DELAY_MS);
  });
});
