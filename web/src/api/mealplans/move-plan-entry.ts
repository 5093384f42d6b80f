import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../mutation';
import { mealPlanKeys } from './keys';
import { updatePlanEntry } from './save-plan-entry';
import type { PlanEntry, PlanEntryType } from './types';

export interface MovePlanEntryInput {
  entry: PlanEntry;
  date: string;
  entryType: PlanEntryType;
}

type Snapshot = [readonly unknown[], PlanEntry[] | undefined][];

const moveEntry = ({ entry, date, entryType }: MovePlanEntryInput) => updatePlanEntry(entry, { date, entryType });

/**
 * Moves an entry to another day or meal type (a drag, or the type menu) with `PUT`. The planner
 * shows the move at once; a failed request puts every range back as it was (the client has
 * already said why), and the refetch afterwards shows the server's truth either way.
 */
export function useMovePlanEntry() {
  const queryClient = useQueryClient();
  return useApiMutation(moveEntry, [], {
    onMutate: async ({ entry, date, entryType }): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: mealPlanKeys.ranges() });
      const snapshot = queryClient.getQueriesData<PlanEntry[]>({ queryKey: mealPlanKeys.ranges() });
      for (const [key, entries] of snapshot) {
        if (!entries) continue;
        queryClient.setQueryData<PlanEntry[]>(
          key,
          entries.map((each) => (each.id === entry.id ? { ...each, date, entryType } : each)),
        );
      }
      return snapshot;
    },
    onError: (_error, _input, snapshot) => {
      for (const [key, entries] of (snapshot as Snapshot | undefined) ?? []) queryClient.setQueryData(key, entries);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }),
  });
}
