import { useCallback, useState } from 'react';

export type ViewMode = 'cards' | 'list';

const STORAGE_KEY = 'larder.recipe-view';

function readViewMode(): ViewMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'list' ? 'list' : 'cards';
  } catch {
    return 'cards';
  }
}

/** Card or list view of recipe results, remembered in localStorage (screens.md §1.13). */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const update = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private windows may refuse storage; the choice then lasts for this page only.
    }
  }, []);
  return [mode, update];
}
