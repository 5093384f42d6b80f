export type ViewMode = 'cards' | 'list';

export const VIEW_MODE_KEY = 'larder.recipe-view';

/** The results' view the person chose last (screens.md §1.13), cards unless it was the list. */
export function readViewMode(): ViewMode {
  try {
    return localStorage.getItem(VIEW_MODE_KEY) === 'list' ? 'list' : 'cards';
  } catch {
    return 'cards';
  }
}
