import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import type { Unit } from './get-units';

/** `POST /api/units {name}`: a unit created from a picker. */
export async function createUnit(name: string): Promise<Unit> {
  return unwrap(await apiClient.POST('/api/units', { body: { name } }));
}
