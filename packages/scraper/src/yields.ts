// Yields: schema.org gives a number, a string ("Serves 4-6", "12 cookies") or an array mixing
// both (`["4", "4 servings"]`). Mealie keeps the text and a separate servings number.

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};

export interface Yield {
  text: string;
  servings?: number;
}

function firstNumber(text: string): number | undefined {
  const m = /(\d+(?:[.,]\d+)?)/.exec(text);
  if (m) return Number(m[1].replace(',', '.'));
  const word = /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i.exec(text);
  return word ? WORD_NUMBERS[word[1].toLowerCase()] : undefined;
}

/** Prefers the entry that carries a unit word, since a bare number loses "cookies" or "loaves". */
export function parseYield(value: unknown): Yield | null {
  const candidates: string[] = [];
  const add = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(add);
    else if (typeof v === 'number' && Number.isFinite(v)) candidates.push(String(v));
    else if (typeof v === 'string' && v.trim()) candidates.push(v.replace(/\s+/g, ' ').trim());
    else if (v && typeof v === 'object') add((v as Record<string, unknown>).value ?? (v as Record<string, unknown>).name);
  };
  add(value);
  const withNumber = candidates.filter((c) => firstNumber(c) !== undefined);
  if (withNumber.length === 0) return null;
  const text = withNumber.find((c) => /[a-zA-Z\u00c0-\uffff]/.test(c)) ?? withNumber[0];
  const servings = firstNumber(text);
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return { text: `${text} servings`, servings };
  const range = /^(\d+)\s*(?:-|–|to)\s*(\d+)$/.exec(text);
  // The range stays in the text ("2-4 servings"); the count is its upper end.
  if (range) return { text: `${range[1]}-${range[2]} servings`, servings: Number(range[2]) };
  return { text, servings };
}
