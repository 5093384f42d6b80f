import type { QueryClient } from '@tanstack/react-query';
import { organizerWriteKeys } from './keys';

/**
 * A category or tag changed on the server (a live event): its lists are stale, and on an update
 * or delete so are the recipes that show its name.
 */
export async function refreshForOrganizerEvent(
  queryClient: QueryClient,
  kind: 'tags' | 'categories',
  operation: 'create' | 'update' | 'delete',
): Promise<void> {
  await Promise.all(organizerWriteKeys(kind, operation !== 'create').map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
