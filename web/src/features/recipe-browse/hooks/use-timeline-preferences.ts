import { useCallback, useState } from 'react';

export type TimelineEventType = 'comment' | 'info' | 'system';

export interface TimelinePreferences {
  types: TimelineEventType[];
  oldestFirst: boolean;
}

const STORAGE_KEY = 'larder.timeline-preferences';
const DEFAULTS: TimelinePreferences = { types: ['comment', 'info', 'system'], oldestFirst: false };

function read(): TimelinePreferences {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<TimelinePreferences> | null;
    if (!saved) return DEFAULTS;
    const types = Array.isArray(saved.types) ? saved.types.filter((type) => DEFAULTS.types.includes(type)) : DEFAULTS.types;
    return { types, oldestFirst: saved.oldestFirst === true };
  } catch {
    return DEFAULTS;
  }
}

/** Which event types the timeline shows and in which order, remembered (screens.md §1.13). */
export function useTimelinePreferences(): [TimelinePreferences, (next: TimelinePreferences) => void] {
  const [preferences, setPreferences] = useState(read);
  const update = useCallback((next: TimelinePreferences) => {
    setPreferences(next);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage refused: the choice lasts for this visit.
    }
  }, []);
  return [preferences, update];
}
