import { apiClient } from '../client';
import { labelKeys } from '../labels/keys';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unitKeys } from '../units/keys';
import { foodKeys } from './keys';

/** The group's starter lists: foods, units and labels. */
export type SeedKind = 'foods' | 'units' | 'labels';

export interface SeedDataInput {
  kind: SeedKind;
  locale: string;
}

const keysOf = { foods: foodKeys.all, units: unitKeys.all, labels: labelKeys.all } as const;

/** `POST /api/groups/seeders/{kind}` with a locale; the server keeps the names that exist. */
export async function seedData({ kind, locale }: SeedDataInput): Promise<void> {
  const body = { locale };
  if (kind === 'foods') await apiClient.POST('/api/groups/seeders/foods', { body });
  else if (kind === 'units') await apiClient.POST('/api/groups/seeders/units', { body });
  else await apiClient.POST('/api/groups/seeders/labels', { body });
}

/** The query keys a seeding makes stale. */
export const seededKeys = (kind: SeedKind) => keysOf[kind];

export function useSeedData({ mutationConfig }: { mutationConfig?: MutationConfig<SeedDataInput, void> } = {}) {
  return useApiMutation(seedData, (input) => [seededKeys(input.kind)], mutationConfig);
}
