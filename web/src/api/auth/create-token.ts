import { zm } from '../../lib/zod-mini';
import { apiClient } from '../client';

// Zod Mini: the sign-in page is the first page of most visits, and need not load all of Zod.
export const createTokenInputSchema = zm.object({
  username: zm.string().check(zm.trim(), zm.minLength(1, 'auth.login.errors.usernameRequired')),
  password: zm.string().check(zm.minLength(1, 'auth.login.errors.passwordRequired')),
  rememberMe: zm.boolean(),
});

export type CreateTokenInput = zm.infer<typeof createTokenInputSchema>;

/**
 * `POST /api/auth/token` (form-encoded, as OAuth2's password flow). The body is returned
 * unchecked: the sign-in flow verifies that it carries a token.
 */
export async function createToken({ username, password, rememberMe }: CreateTokenInput): Promise<unknown> {
  const { data } = await apiClient.POST('/api/auth/token', {
    body: { username, password, remember_me: rememberMe },
    bodySerializer: (body) =>
      new URLSearchParams({ username: body.username, password: body.password, remember_me: String(body.remember_me) }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return data;
}
