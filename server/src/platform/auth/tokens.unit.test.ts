import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens.js';

const SECRET = 'unit-test-secret-0123456789abcdef0123456789abcdef';

describe('token verification', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a token it signed, again and again, and refuses one signed with another key', async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.accessToken('user-1', 1, true);
    expect((await signer.verify(token))?.sub).toBe('user-1');
    expect((await signer.verify(token))?.sub).toBe('user-1');
    const foreign = await createTokenSigner(`${SECRET}-other`).accessToken('user-1', 1, true);
    expect(await signer.verify(foreign)).toBeNull();
    expect(await signer.verify(`${token}x`)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    // Only the clock is faked: WebCrypto and jose's promises keep running on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    const signer = createTokenSigner(SECRET);
    const key = new TextEncoder().encode(SECRET);
    const token = await new SignJWT({ sub: 'user-2' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) + 1)
      .sign(key);
    expect((await signer.verify(token))?.sub).toBe('user-2');
    vi.setSystemTime(Date.now() + 2100);
    expect(await signer.verify(token)).toBeNull();
    // A signer that never saw it refuses it too (jose checks `exp` against the same clock).
    expect(await createTokenSigner(SECRET).verify(token)).toBeNull();
  });
});
