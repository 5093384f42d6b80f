import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '../../../config/constants';

/** screens.md §1.13 `shopping-list-preferences`: remembered on this device. */
export interface ShoppingListPreferences {
  viewAllLists: boolean;
  viewByLabel: boolean;
}

const DEFAULTS: ShoppingListPreferences = { viewAllLists: false, viewByLabel: true };

function read(): ShoppingListPreferences {
  try {
    return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(STORAGE_KEYS.shoppingListPreferences) ?? '{}') as object) };
  } catch {
    return DEFAULTS;
  }
}

export function useShoppingListPreferences() {
  const [preferences, setPreferences] = useState(read);
  const update = useCallback((patch: Partial<ShoppingListPreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...patch };
      localStorage.setItem(STORAGE_KEYS.shoppingListPreferences, JSON.stringify(next));
      return next;
    });
  }, []);
  return [preferences, update] as const;
}
