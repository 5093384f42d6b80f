import { z } from '../../lib/zod';
import { apiClient } from '../client';

export const createTokenInputSchema = z.object({
  username: z.string().trim().min(1, 'auth.login.errors.usernameRequired'),
  password: z.string().min(1, 'auth.login.errors.passwordRequired'),
  rememberMe: z.boolean(),
});

export type CreateTokenInput = z.infer<typeof createTokenInputSchema>;

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
