import type { QueryClient } from '@tanstack/react-query';
import { reportKeys } from './keys';

/** A report was written on the server (a live event): every report list and detail is stale. */
export async function refreshForReportEvent(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: reportKeys.all });
}
