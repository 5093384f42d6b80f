import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

/** The HS256 key: `DATA_DIR/.secret`, 64 hex characters, created on first start (as Mealie does). */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, '.secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  const secret = crypto.randomBytes(32).toString('hex');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface TokenSigner {
  /** A sign-in token: `sub`, `exp` (+ `iss: "mealie"` for sign-in, none for refresh), as Mealie issues. */
  accessToken(userId: string, lifetimeHours: number, withIssuer: boolean): Promise<string>;
  /** A long-lived API token: `long_token`, `id`, `name`, `integration_id`, 1825 days. */
  apiToken(userId: string, name: string, integrationId: string): Promise<string>;
  verify(token: string): Promise<Record<string, unknown> | null>;
}

export const API_TOKEN_DAYS = 1825;
const VERIFIED_TOKENS = 10_000;

export function createTokenSigner(secret: string): TokenSigner {
  // Imported once: jose would import raw key bytes afresh on every sign and verify.
  const keyPromise = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // A signature check goes through WebCrypto, which costs more than the rest of a cached answer.
  // Its outcome depends only on the token and the key, so tokens that passed are remembered (the
  // expiry is still checked on every use; refused tokens are not remembered).
  const verified = new LRUCache<string, Record<string, unknown>>({ max: VERIFIED_TOKENS });
  return {
    async accessToken(userId, lifetimeHours, withIssuer) {
      const jwt = new SignJWT({ sub: userId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + Math.round(lifetimeHours * 3600))
        // A token id keeps two tokens minted in the same second distinct.
        .setJti(crypto.randomUUID());
      if (withIssuer) jwt.setIssuer('mealie');
      return jwt.sign(await keyPromise);
    },
    async apiToken(userId, name, integrationId) {
      return new SignJWT({ long_token: true, id: userId, name, integration_id: integrationId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + API_TOKEN_DAYS * 86400)
        .setJti(crypto.randomUUID())
        .sign(await keyPromise);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (typeof known.exp !== 'number' || known.exp > Date.now() / 1000) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await keyPromise, { algorithms: ['HS256'] });
        verified.set(token, payload as Record<string, unknown>);
        return payload as Record<string, unknown>;
      } catch {
        return null;
      }
    },
  };
}
