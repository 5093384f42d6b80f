import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { REPORT_POLL_MS } from './get-reports';
import { reportKeys } from './keys';

export type ReportOut = ApiResponse<'/api/groups/reports/{id}', 'get'>;

/** `GET /api/groups/reports/{id}`: a report with one entry per item. */
export async function getReport(id: string): Promise<ReportOut> {
  return unwrap(await apiClient.GET('/api/groups/reports/{id}', { params: { path: { id } } }));
}

export function reportQueryOptions(id: string) {
  return queryOptions({ queryKey: reportKeys.detail(id), queryFn: () => getReport(id) });
}

/** Polls while the report is still running. */
export function useReport(id: string) {
  return useQuery({
    ...reportQueryOptions(id),
    refetchInterval: (query) => (query.state.data?.status === 'in-progress' ? REPORT_POLL_MS : false),
  });
}
