import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { SeedKind } from '../lib/complete-setup';

/** `POST /api/groups/seeders/{kind}`: adds the locale's starter list to the caller's group (existing names are kept). */
export async function seedGroupData(kind: SeedKind, locale: string) {
  const body = { locale };
  if (kind === 'foods') return unwrap(await apiClient.POST('/api/groups/seeders/foods', { body }));
  if (kind === 'units') return unwrap(await apiClient.POST('/api/groups/seeders/units', { body }));
  return unwrap(await apiClient.POST('/api/groups/seeders/labels', { body }));
}
