import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { ingredientFoods } from '../foods/service.js';
import { ingredientDisplay } from '../recipes/display.js';
import { unitNames as groupUnitNames, ingredientUnits } from '../units/service.js';
import { FOOD_FUZZY_THRESHOLD, SpellingMatcher, UNIT_FUZZY_THRESHOLD } from './matching.js';
import { parseWithOpenAi } from './openai-parser.js';
import { foodSpellings, unitSpellings } from './queries.js';
import type { RawParse } from './raw-parse.js';
import type { IngredientRequest, IngredientsRequest, ParsedIngredient, ParsedRecipeIngredient, RegisteredParser } from './schemas.js';

type IngredientParser = typeof import('@larder/ingredient-parser');
/** The parser and its 1.5 MB model load on the first parse, not at start: most requests never parse. */
const ingredientParser = () => import('@larder/ingredient-parser');

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** A parsed line with its unit as written, which the API answer leaves out. */
export interface ParsedLine extends ParsedIngredient {
  unitText: string | null;
}

function nlpParse({ parseIngredient }: IngredientParser, line: string): RawParse {
  const parsed = parseIngredient(line);
  const { confidence } = parsed;
  return {
    input: line,
    quantity: parsed.quantity,
    quantityMax: parsed.quantityMax,
    unit: parsed.unit?.name ?? null,
    unitText: parsed.unit?.text,
    food: parsed.food?.name ?? null,
    note: parsed.note,
    // Mealie reports the food's confidence under both `food` and the older `name`.
    confidence: {
      average: confidence.average,
      comment: confidence.comment,
      name: confidence.food,
      unit: confidence.unit,
      quantity: confidence.quantity,
      food: confidence.food,
    },
  };
}

function bruteParse({ parseIngredientRules }: IngredientParser, line: string, units: SpellingMatcher): RawParse {
  const parsed = parseIngredientRules(line, { isUnit: (word) => units.knows(word) });
  return {
    input: line,
    quantity: parsed.quantity,
    quantityMax: parsed.quantityMax,
    unit: parsed.unit?.name ?? null,
    unitText: parsed.unit?.text,
    food: parsed.food?.name ?? null,
    note: parsed.note,
    confidence: { average: null, comment: null, name: null, unit: null, quantity: null, food: null },
  };
}

const unmatchedUnit = (name: string) => ({
  id: null,
  name,
  pluralName: null,
  description: '',
  extras: {},
  fraction: true,
  abbreviation: '',
  pluralAbbreviation: '',
  useAbbreviation: false,
  aliases: [],
});

const unmatchedFood = (name: string) => ({ id: null, name, pluralName: null, description: '', extras: {}, labelId: null, aliases: [] });

/** /api/parser: ingredient lines → quantity, unit, food and note, matched to the caller's group's foods and units. */
export function createParserService(deps: Deps) {
  const { db, openai, config } = deps;

  async function parseLines(auth: AuthContext, parser: RegisteredParser, lines: string[]): Promise<ParsedLine[]> {
    if (lines.length === 0) return [];
    const [foods, units] = await Promise.all([
      foodSpellings(db, auth).then((s) => new SpellingMatcher(s, FOOD_FUZZY_THRESHOLD)),
      unitSpellings(db, auth).then((s) => new SpellingMatcher(s, UNIT_FUZZY_THRESHOLD)),
    ]);

    let raws: RawParse[];
    if (parser === 'openai') {
      const unitNames = config.openai.sendDatabaseData ? [...(await groupUnitNames(db, auth))].sort() : [];
      raws = await parseWithOpenAi(openai, lines, { unitNames, workers: config.openai.workers });
    } else if (parser === 'brute') {
      const parserModule = await ingredientParser();
      raws = lines.map((line) => bruteParse(parserModule, line, units));
    } else {
      const parserModule = await ingredientParser();
      raws = lines.map((line) => nlpParse(parserModule, line));
    }

    const matches = raws.map((raw) => {
      let foodId = raw.food ? foods.match(raw.food) : null;
      // Exactly by the parser's name, then exactly as written (a group's units are in its own
      // language: "EL" is its "Esslöffel", not the "tablespoon" the parser names it), then fuzzily.
      const unitId = raw.unit
        ? (units.exactMatch(raw.unit) ?? (raw.unitText ? units.exactMatch(raw.unitText) : null) ?? units.match(raw.unit))
        : null;
      let unit = raw.unit;
      // A two-word food may have been split into a unit and a food ("garlic powder" read as unit
      // "garlic"); as Mealie does, retry the two as one food name when neither matched.
      if (raw.food && raw.unit && !foodId && !unitId) {
        const joined = foods.match(`${raw.unit} ${raw.food}`);
        if (joined) {
          foodId = joined;
          unit = null;
        }
      }
      return { raw, foodId, unitId, unit };
    });

    const foodIds = [...new Set(matches.map((m) => m.foodId).filter((id): id is string => id !== null))];
    const unitIds = [...new Set(matches.map((m) => m.unitId).filter((id): id is string => id !== null))];
    const [foodRows, unitRows] = await Promise.all([ingredientFoods(db, auth, foodIds), ingredientUnits(db, auth, unitIds)]);
    const foodById = new Map(foodRows.map((f) => [f.id, f]));
    const unitById = new Map(unitRows.map((u) => [u.id, u]));

    return matches.map(({ raw, foodId, unitId, unit: unitName }) => {
      const food = foodId ? (foodById.get(foodId) ?? null) : raw.food ? unmatchedFood(raw.food) : null;
      const unit = unitId ? (unitById.get(unitId) ?? null) : unitName ? unmatchedUnit(unitName) : null;
      // Mealie answers 0, not null, for a line without an amount.
      const quantity = raw.quantity === null ? 0 : round3(raw.quantity);
      const maxQuantity = raw.quantityMax !== null && raw.quantityMax > quantity ? round3(raw.quantityMax) : null;
      const ingredient: ParsedRecipeIngredient = {
        quantity,
        maxQuantity,
        unit,
        food,
        note: raw.note,
        isFood: true,
        disableAmount: false,
        display: ingredientDisplay({ quantity, maxQuantity, unit, food, note: raw.note, isFood: true }),
        title: null,
        originalText: raw.input,
        referenceId: crypto.randomUUID(),
      };
      return { input: raw.input, confidence: raw.confidence, ingredient, unitText: raw.unitText ?? raw.unit };
    });
  }

  const withoutUnitText = ({ unitText: _, ...parsed }: ParsedLine): ParsedIngredient => parsed;

  return {
    async parseIngredient(auth: AuthContext, request: IngredientRequest): Promise<ParsedIngredient> {
      const [parsed] = await parseLines(auth, request.parser, [request.ingredient]);
      return withoutUnitText(parsed);
    },

    async parseIngredients(auth: AuthContext, request: IngredientsRequest): Promise<ParsedIngredient[]> {
      return (await parseLines(auth, request.parser, request.ingredients)).map(withoutUnitText);
    },

    /** As `parseIngredients`, with each line's unit as written ("kg", "EL"), for callers that keep an unmatched unit as text. */
    parseIngredientsAsWritten(auth: AuthContext, request: IngredientsRequest): Promise<ParsedLine[]> {
      return parseLines(auth, request.parser, request.ingredients);
    },
  };
}

export type ParserService = ReturnType<typeof createParserService>;
