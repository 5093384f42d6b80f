// A JSON import rather than a file read, so that a bundler (the server build) carries the weights along.
import weightsJson from './model/weights.json' with { type: 'json' };
import { type ParsedIngredient, type ParseOptions, parseWith } from './parse.ts';
import { loadWeights, type Weights } from './tagger.ts';

export { parseIngredientRules, type RuleParsedIngredient, type RuleParseOptions } from './brute.ts';
export type { ParsedIngredient, ParseOptions } from './parse.ts';

let weights: Weights | null = null;

function model(): Weights {
  weights ??= loadWeights(weightsJson as Pick<Weights, 'single' | 'pair'>);
  return weights;
}

/**
 * Parses one recipe ingredient line into Mealie's parsed-ingredient fields: quantity (and the
 * upper bound of a range), unit, food and note, each with a confidence.
 */
export function parseIngredient(text: string, _options: ParseOptions = {}): ParsedIngredient {
  return parseWith(model(), text);
}
export { canonicalUnitOf, conversionFactor, convertQuantity, type Dimension, dimensionOf } from './convert.ts';
export { lookupUnit, unitKey } from './units.ts';
