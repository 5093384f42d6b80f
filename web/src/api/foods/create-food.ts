import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import type { Food } from './get-foods';

/** `POST /api/foods {name}`: a food created from a picker. */
export async function createFood(name: string): Promise<Food> {
  return unwrap(await apiClient.POST('/api/foods', { body: { name } }));
}
