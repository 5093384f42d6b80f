import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

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

/** `POST /api/recipes/create/url/bulk`: answers 202 with the report the background run fills. */
export async function startBulkImport({ imports }: { imports: BulkImportRow[] }): Promise<{ reportId: string }> {
  return unwrap(await apiClient.POST('/api/recipes/create/url/bulk', { body: { imports } }));
}

export function useStartBulkImport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof startBulkImport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
      await onSuccess?.(...args);
    },
    mutationFn: startBulkImport,
  });
}
