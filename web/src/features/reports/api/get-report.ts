import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';

export type ReportOut = ApiResponse<'/api/groups/reports/{id}', 'get'>;

/** `GET /api/groups/reports/{id}`: a report with one entry per item. */
export async function getReport(id: string): Promise<ReportOut> {
  return unwrap(await apiClient.GET('/api/groups/reports/{id}', { params: { path: { id } } }));
}

export const reportQueryOptions = (id: string) => queryOptions({ queryKey: ['reports', 'detail', id], queryFn: () => getReport(id) });

export function useReport(id: string) {
  return useQuery({
    ...reportQueryOptions(id),
    refetchInterval: (query) => (query.state.data?.status === 'in-progress' ? 2000 : false),
  });
}
