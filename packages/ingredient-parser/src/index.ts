import { readFileSync } from 'node:fs';
import { type ParsedIngredient, type ParseOptions, parseWith } from './parse.ts';
import { loadWeights, type Weights } from './tagger.ts';

export type { ParsedIngredient, ParseOptions } from './parse.ts';

let weights: Weights | null = null;

function model(): Weights {
  weights ??= loadWeights(JSON.parse(readFileSync(new URL('./model/weights.json', import.meta.url), 'utf8')));
  return weights;
}

/**
 * Parses one recipe ingredient line into Mealie's parsed-ingredient fields: quantity (and the
 * upper bound of a range), unit, food and note, each with a confidence.
 */
export function parseIngredient(text: string, _options: ParseOptions = {}): ParsedIngredient {
  return parseWith(model(), text);
}
