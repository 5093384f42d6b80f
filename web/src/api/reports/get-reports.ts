import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { reportKeys } from './keys';

export type ReportSummary = ApiResponse<'/api/groups/reports', 'get'>[number];
export type ReportCategory = ReportSummary['category'];

/** How often a running report is polled. */
export const REPORT_POLL_MS = 2000;

/** `GET /api/groups/reports?report_type=`: the group's reports of one kind, newest first. */
export async function getReports(category: ReportCategory): Promise<ReportSummary[]> {
  return unwrap(await apiClient.GET('/api/groups/reports', { params: { query: { report_type: category } } }));
}

export function reportsQueryOptions(category: ReportCategory) {
  return queryOptions({ queryKey: reportKeys.list(category), queryFn: () => getReports(category) });
}

/** Polls while a report is still running, so that the table shows when it is done. */
export function useReports(category: ReportCategory) {
  return useQuery({
    ...reportsQueryOptions(category),
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'in-progress') ? REPORT_POLL_MS : false),
  });
}
