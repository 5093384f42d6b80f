import { describe, expect, it } from 'vitest';
import { makeRecipe } from '../testing-fixtures';
import { formatRecipeJson, parseRecipeJson } from './parse-recipe-json';

describe('parseRecipeJson', () => {
  it('reads back what formatRecipeJson wrote', () => {
    const recipe = makeRecipe();
    const result = parseRecipeJson(formatRecipeJson(recipe));
    expect(result).toEqual({ ok: true, recipe });
  });

  it('reports a syntax error with the parser’s detail', () => {
    const result = parseRecipeJson('{ "name": "Soup", }');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.key).toBe('recipe.json.invalid');
      expect(result.error.values?.detail).toMatch(/JSON/);
    }
  });

  it.each([
    ['[1, 2]', 'recipe.json.notObject'],
    ['null', 'recipe.json.notObject'],
    ['"Soup"', 'recipe.json.notObject'],
    ['{ "description": "no name" }', 'recipe.json.nameRequired'],
    ['{ "name": "   " }', 'recipe.json.nameRequired'],
    ['{ "name": 4 }', 'recipe.json.nameRequired'],
    ['{ "name": "Soup", "settings": [] }', 'recipe.json.notSettings'],
  ])('refuses %s', (text, key) => {
    const result = parseRecipeJson(text);
    expect(result.ok ? null : result.error.key).toBe(key);
  });

  it('names a list field that is not a list', () => {
    expect(parseRecipeJson('{ "name": "Soup", "recipeIngredient": "flour" }')).toEqual({
      ok: false,
      error: { key: 'recipe.json.notList', values: { field: 'recipeIngredient' } },
    });
  });
});
