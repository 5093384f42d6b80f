import { parseIngredient } from './index.ts';

const EMPTY = { text: '' };

function parseLine(line: string): string {
  let input: { text?: unknown; language?: unknown } = EMPTY;
  try {
    input = JSON.parse(line);
  } catch {
    // A line that is not JSON still gets an (empty) answer, so output lines stay aligned with input.
  }
  const text = typeof input?.text === 'string' ? input.text : '';
  const language = typeof input?.language === 'string' ? input.language : undefined;
  return JSON.stringify(parseIngredient(text, { language }));
}

/**
 * `larder parse-ingredients`: JSON Lines `{"text": ...}` on stdin, one parsed ingredient per
 * line on stdout, in order. Output is written in large chunks; a write per line is much slower.
 */
export async function main(_args: string[]): Promise<number> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').split('\n');
  if (lines[lines.length - 1]?.trim() === '') lines.pop();
  const out: string[] = [];
  for (const line of lines) {
    out.push(parseLine(line));
    if (out.length >= 5000) {
      process.stdout.write(`${out.join('\n')}\n`);
      out.length = 0;
    }
  }
  if (out.length > 0) process.stdout.write(`${out.join('\n')}\n`);
  return 0;
}
