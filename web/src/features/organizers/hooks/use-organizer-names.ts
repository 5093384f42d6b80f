import { useMemo } from 'react';
import { useOrganizers } from '../../../api/organizers/get-organizers';

/** Names of every category, tag and tool, for pickers elsewhere (the cookbook filter). */
export function useOrganizerNames() {
  const categories = useOrganizers('categories');
  const tags = useOrganizers('tags');
  const tools = useOrganizers('tools');
  return useMemo(
    () => ({
      categories: (categories.data ?? []).map((item) => item.name),
      tags: (tags.data ?? []).map((item) => item.name),
      tools: (tools.data ?? []).map((item) => item.name),
    }),
    [categories.data, tags.data, tools.data],
  );
}
