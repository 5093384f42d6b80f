import { describe, expect, it, vi } from 'vitest';
import { CURRENT_BUILD_ID, checkBuildVersion, isBuildUpdatePending, isNewBuild } from './build-version';

describe('isNewBuild', () => {
  it('is true only for a different, well-formed build id', () => {
    expect(isNewBuild('a', { buildId: 'b' })).toBe(true);
    expect(isNewBuild('a', { buildId: 'a' })).toBe(false);
    expect(isNewBuild('a', { buildId: '' })).toBe(false);
    expect(isNewBuild('a', { buildId: 42 })).toBe(false);
    expect(isNewBuild('a', null)).toBe(false);
    expect(isNewBuild('a', '<html>')).toBe(false);
  });
});

describe('checkBuildVersion', () => {
  it('ignores a failed poll and marks an update when /build.json names another build', async () => {
    expect(CURRENT_BUILD_ID).toBe('test-build');
    const failing = vi.fn(async () => new Response('nope', { status: 404 }));
    expect(await checkBuildVersion(failing as unknown as typeof fetch)).toBe(false);
    const same = vi.fn(async () => Response.json({ buildId: 'test-build' }));
    expect(await checkBuildVersion(same as unknown as typeof fetch)).toBe(false);
    const newer = vi.fn(async () => Response.json({ buildId: 'next-build' }));
    expect(await checkBuildVersion(newer as unknown as typeof fetch)).toBe(true);
    expect(newer).toHaveBeenCalledWith('/build.json', { cache: 'no-store' });
    expect(isBuildUpdatePending()).toBe(true);
  });
});
