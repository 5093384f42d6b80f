import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '../../../config/constants';
import { clampNumberOfDays, DEFAULT_NUMBER_OF_DAYS } from './plan-range';

/** screens.md §1.13 `meal-planner-preferences`: remembered on this device. */
export interface MealPlannerPreferences {
  numberOfDays: number;
}

function read(): MealPlannerPreferences {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.mealPlannerPreferences) ?? '{}') as Partial<MealPlannerPreferences>;
    return { numberOfDays: clampNumberOfDays(Number(stored.numberOfDays ?? DEFAULT_NUMBER_OF_DAYS)) };
  } catch {
    return { numberOfDays: DEFAULT_NUMBER_OF_DAYS };
  }
}

export function useMealPlannerPreferences() {
  const [preferences, setPreferences] = useState(read);
  const update = useCallback((patch: Partial<MealPlannerPreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...patch };
      localStorage.setItem(STORAGE_KEYS.mealPlannerPreferences, JSON.stringify(next));
      return next;
    });
  }, []);
  return [preferences, update] as const;
}
