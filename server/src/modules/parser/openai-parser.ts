import { z } from 'zod';
import { upstreamFailed } from '../../platform/errors.js';
import type { OpenAiClient } from '../../platform/openai.js';
import type { RawParse } from './raw-parse.js';

const SYSTEM_PROMPT = `You split recipe ingredient lines into structured fields.
For every line you are given, return one object, in the same order as the lines, with these keys:
- "input": the line exactly as given
- "quantity": the amount as a number (fractions as decimals: "1 1/2" is 1.5; for a range take the lower bound), or 0 when there is none
- "unit": the unit of measure in its singular form ("cup", "gram", "clove", "can"), or null when there is none
- "food": the ingredient itself, without amounts, sizes or preparation, or null
- "note": everything else (preparation, size, "to taste", "optional", text in parentheses), or null
- "confidence": how sure you are that the split is right, from 0 to 1
Keep the language of each line; never translate. Answer with one JSON object of the form {"ingredients": [ ... ]} and nothing else.`;

/** Units named in the prompt at most, so that a huge unit list cannot crowd out the lines. */
const MAX_PROMPT_UNITS = 300;
/** Lines per request: long lists go in several requests, OPENAI_WORKERS of them at a time. */
const CHUNK_SIZE = 40;

const number = z.unknown().transform((value) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(',', '.')) : Number.NaN;
  return Number.isFinite(n) ? n : null;
});
const text = z.unknown().transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null));

const AnswerSchema = z.object({
  ingredients: z.array(
    z.object({
      input: text.optional(),
      quantity: number.optional(),
      unit: text.optional(),
      food: text.optional(),
      note: text.optional(),
      confidence: number.optional(),
    }),
  ),
});
type AnswerLine = z.infer<typeof AnswerSchema>['ingredients'][number];

function toRaw(line: string, answer: AnswerLine | undefined): RawParse {
  if (!answer) {
    // The model skipped the line: keep its text as a note rather than lose it.
    return {
      input: line,
      quantity: null,
      quantityMax: null,
      unit: null,
      food: null,
      note: line,
      confidence: { average: 0, comment: null, name: null, unit: null, quantity: null, food: null },
    };
  }
  const confidence = answer.confidence == null ? null : Math.min(1, Math.max(0, answer.confidence));
  return {
    input: line,
    quantity: answer.quantity ?? null,
    quantityMax: null,
    unit: answer.unit ?? null,
    food: answer.food ?? null,
    note: answer.note ?? '',
    confidence: { average: confidence, comment: null, name: null, unit: null, quantity: null, food: null },
  };
}

/** The answer for each line: by position when the counts agree, else by the echoed input text. */
function align(lines: string[], answers: AnswerLine[]): RawParse[] {
  if (answers.length === lines.length) return lines.map((line, i) => toRaw(line, answers[i]));
  const byInput = new Map<string, AnswerLine>();
  for (const answer of answers) if (answer.input && !byInput.has(answer.input)) byInput.set(answer.input, answer);
  return lines.map((line) => toRaw(line, byInput.get(line.trim())));
}

async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Parses lines with the configured OpenAI-compatible model; `unitNames` are the group's units, offered as preferred spellings. */
export async function parseWithOpenAi(
  client: OpenAiClient,
  lines: string[],
  options: { unitNames: string[]; workers: number },
): Promise<RawParse[]> {
  const system =
    options.unitNames.length > 0
      ? `${SYSTEM_PROMPT}\nWhen one of these units fits, use its name exactly: ${options.unitNames.slice(0, MAX_PROMPT_UNITS).join(', ')}.`
      : SYSTEM_PROMPT;
  const chunks: string[][] = [];
  for (let i = 0; i < lines.length; i += CHUNK_SIZE) chunks.push(lines.slice(i, i + CHUNK_SIZE));
  const parsed = await mapLimited(chunks, Math.max(1, options.workers), async (chunk) => {
    const answer = AnswerSchema.safeParse(await client.chatJson({ system, user: `Ingredient lines:\n${JSON.stringify(chunk)}` }));
    if (!answer.success) {
      throw upstreamFailed('The OpenAI service answered without an "ingredients" list', 'openai-bad-response');
    }
    return align(chunk, answer.data.ingredients);
  });
  return parsed.flat();
}
