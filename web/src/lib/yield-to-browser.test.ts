import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'scheduler');
  });

  it('resolves in a later task: a timer queued before it has run by then', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    queueMicrotask(() => order.push('microtask'));
    await yieldToBrowser();
    order.push('after the yield');
    expect(order).toEqual(['microtask', 'earlier task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    Object.defineProperty(globalThis, 'scheduler', { value: { yield: schedulerYield }, configurable: true });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
