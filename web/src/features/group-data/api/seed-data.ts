import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { useInvalidatingMutation } from './use-invalidating-mutation';

export type SeedKind = 'foods' | 'units' | 'labels';

/** `POST /api/groups/seeders/{kind}` with the user's locale; the server skips names that exist. */
export async function seedData({ kind, locale }: { kind: SeedKind; locale: string }): Promise<void> {
  const body = { locale };
  if (kind === 'foods') await apiClient.POST('/api/groups/seeders/foods', { body });
  else if (kind === 'units') await apiClient.POST('/api/groups/seeders/units', { body });
  else await apiClient.POST('/api/groups/seeders/labels', { body });
}

export function useSeedData(kind: SeedKind, { mutationConfig }: { mutationConfig?: MutationConfig<typeof seedData> } = {}) {
  return useInvalidatingMutation(seedData, [[kind]], mutationConfig);
}
