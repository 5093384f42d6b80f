import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from './new-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a v4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newId()).toMatch(UUID_V4);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 50 }, newId));
    expect([...ids].every((id) => UUID_V4.test(id))).toBe(true);
    expect(ids.size).toBe(50);
  });
});
