import { useCallback, useEffect, useState } from 'react';
import type { FilterOption } from '../../../api/organizers/filter-options';

const STORAGE_KEY = 'larder.finder-selection';

export interface FinderSelection {
  foods: string[];
  tools: string[];
}

function readSaved(): FinderSelection | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as FinderSelection | null;
    return saved && Array.isArray(saved.foods) && Array.isArray(saved.tools) ? saved : null;
  } catch {
    return null;
  }
}

const onHandIds = (options: readonly FilterOption[]) => options.filter((option) => option.onHand).map((option) => option.id);

/**
 * The finder's picked foods and tools: remembered in localStorage, and on a first visit
 * prefilled with everything flagged "on hand" once the lists arrive.
 */
export function useFinderSelection(foods: readonly FilterOption[] | undefined, tools: readonly FilterOption[] | undefined) {
  const [selection, setSelection] = useState<FinderSelection | null>(readSaved);

  useEffect(() => {
    if (selection === null && foods && tools) setSelection({ foods: onHandIds(foods), tools: onHandIds(tools) });
  }, [selection, foods, tools]);

  const update = useCallback((next: FinderSelection) => {
    setSelection(next);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage refused: the selection lasts for this visit.
    }
  }, []);

  const addOnHand = useCallback(() => {
    const current = selection ?? { foods: [], tools: [] };
    update({
      foods: [...new Set([...current.foods, ...onHandIds(foods ?? [])])],
      tools: [...new Set([...current.tools, ...onHandIds(tools ?? [])])],
    });
  }, [selection, foods, tools, update]);

  return { selection: selection ?? { foods: [], tools: [] }, setSelection: update, addOnHand };
}
