import { apiClient } from '../client';

/**
 * `POST /api/auth/logout` deletes the server's cookie. The token is passed explicitly because
 * the session has already been cleared locally.
 */
export async function logout(token: string | null): Promise<void> {
  await apiClient.POST('/api/auth/logout', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}
