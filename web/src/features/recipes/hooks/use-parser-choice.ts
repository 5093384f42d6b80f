import { useCallback, useState } from 'react';
import type { IngredientParserName } from '../../../api/recipes/parse-ingredients';

const STORAGE_KEY = 'larder.ingredient-parser';
const PARSERS: IngredientParserName[] = ['nlp', 'brute', 'openai'];

function readChoice(): IngredientParserName {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return PARSERS.find((parser) => parser === stored) ?? 'nlp';
  } catch {
    return 'nlp';
  }
}

/** The ingredient parser last chosen, remembered in localStorage (screens.md §3.4); OpenAI falls back to nlp when it is off. */
export function useParserChoice(openaiEnabled: boolean): [IngredientParserName, (parser: IngredientParserName) => void] {
  const [choice, setChoice] = useState<IngredientParserName>(readChoice);
  const update = useCallback((next: IngredientParserName) => {
    setChoice(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private windows may refuse storage; the choice then lasts for this page only.
    }
  }, []);
  return [choice === 'openai' && !openaiEnabled ? 'nlp' : choice, update];
}
