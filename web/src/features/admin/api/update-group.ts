import { apiClient } from '../../../api/client';
import type { ApiRequestBody } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';

export type AdminGroupUpdate = ApiRequestBody<'/api/admin/groups/{itemId}', 'put'>;

export async function updateGroup({ id, data }: { id: string; data: AdminGroupUpdate }) {
  return unwrap(await apiClient.PUT('/api/admin/groups/{itemId}', { params: { path: { itemId: id } }, body: data }));
}
