import { useCallback, useState } from 'react';
import { readViewMode, VIEW_MODE_KEY, type ViewMode } from '../lib/view-mode';

export type { ViewMode };

/** Card or list view of recipe results, remembered in localStorage (screens.md §1.13). */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const update = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(VIEW_MODE_KEY, next);
    } catch {
      // Private windows may refuse storage; the choice then lasts for this page only.
    }
  }, []);
  return [mode, update];
}
