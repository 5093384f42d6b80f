import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { reportKeys } from '../reports/keys';
import { unwrap } from '../unwrap';

export interface BulkOrganizer {
  id?: string | null;
  name: string;
  slug?: string | null;
}

export interface BulkImportRow {
  url: string;
  categories: BulkOrganizer[];
  tags: BulkOrganizer[];
}

export interface StartBulkImportInput {
  imports: BulkImportRow[];
}

/** `POST /api/recipes/create/url/bulk`: answers 202 with the report the background run fills. */
export async function startBulkImport({ imports }: StartBulkImportInput): Promise<{ reportId: string }> {
  return unwrap(await apiClient.POST('/api/recipes/create/url/bulk', { body: { imports } }));
}

// The recipes arrive later, each announced by a live event; the report exists at once.
export function useStartBulkImport({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<StartBulkImportInput, { reportId: string }>;
} = {}) {
  return useApiMutation(startBulkImport, [reportKeys.all], mutationConfig);
}
