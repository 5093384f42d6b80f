import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';

export type ReportSummary = ApiResponse<'/api/groups/reports', 'get'>[number];
export type ReportCategory = ReportSummary['category'];

/** `GET /api/groups/reports?report_type=`: the group's reports of one kind, newest first. */
export async function getReports(category: ReportCategory): Promise<ReportSummary[]> {
  return unwrap(await apiClient.GET('/api/groups/reports', { params: { query: { report_type: category } } }));
}

export const reportListsQueryKey = ['reports', 'list'] as const;

export const reportsQueryOptions = (category: ReportCategory) =>
  queryOptions({ queryKey: [...reportListsQueryKey, category], queryFn: () => getReports(category) });

/** Polls while a report is still running, so that the table shows when it is done. */
export function useReports(category: ReportCategory) {
  return useQuery({
    ...reportsQueryOptions(category),
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'in-progress') ? 2000 : false),
  });
}
