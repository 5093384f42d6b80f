import { apiClient } from '../../../api/client';
import type { ApiRequestBody } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';

export type AdminHouseholdUpdate = ApiRequestBody<'/api/admin/households/{itemId}', 'put'>;

export async function updateHousehold({ id, data }: { id: string; data: AdminHouseholdUpdate }) {
  return unwrap(await apiClient.PUT('/api/admin/households/{itemId}', { params: { path: { itemId: id } }, body: data }));
}
