/** A duration found in a step's text, e.g. "25 minutes" or "1 hr 30 min". */
export interface StepTimer {
  /** The words as written in the step, used as the timer's label. */
  label: string;
  /** Length in seconds; for a range ("10–12 minutes") the shorter end, so the cook checks early. */
  seconds: number;
  /** The longer end of a range, else equal to `seconds`. */
  maxSeconds: number;
  /** Where the words start in the text; unique within a step, so it serves as a key. */
  position: number;
}

// Unit words in the languages cooks most often paste; longer words first so "minutes" beats "min".
const UNIT_WORDS: Record<'h' | 'm' | 's', string[]> = {
  h: [
    'hours',
    'hour',
    'hrs',
    'hr',
    'h',
    'stunden',
    'stunde',
    'std',
    'heures',
    'heure',
    'horas',
    'hora',
    'ore',
    'ora',
    'uur',
    'timmar',
    'timme',
    'godziny',
    'godzin',
    'godzina',
    'часа',
    'часов',
    'час',
    'ч',
  ],
  m: [
    'minutes',
    'minute',
    'mins',
    'min',
    'm',
    'minuten',
    'minuti',
    'minuto',
    'minutos',
    'minutter',
    'minuter',
    'minut',
    'minuty',
    'мин',
    'минут',
    'минуты',
    'минута',
    'perc',
    'dakika',
    '分钟',
    '分',
  ],
  s: [
    'seconds',
    'second',
    'secs',
    'sec',
    's',
    'sekunden',
    'sekunde',
    'secondes',
    'seconde',
    'segundos',
    'segundo',
    'secondi',
    'seconden',
    'sekunder',
    'sekund',
    'секунд',
    'сек',
    '秒',
  ],
};
const SECONDS = { h: 3600, m: 60, s: 1 } as const;

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unitAlternatives = Object.values(UNIT_WORDS)
  .flat()
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');
const NUMBER = String.raw`\d+(?:[.,]\d+)?|½|¼|¾`;
// One amount with its unit: "10", "10-12", "10 to 12", "1½"; the unit must end at a word boundary.
const PART = String.raw`(${NUMBER})(?:\s*(?:-|–|—|to|bis|à|a|tot|til)\s*(${NUMBER}))?\s*(${unitAlternatives})(?![\p{L}])`;
const PART_RE = new RegExp(PART, 'iu');
// Consecutive parts ("1 hr 30 min", "1 hour and 15 minutes") make one timer.
const TIMER_RE = new RegExp(String.raw`(?<![\p{L}\d])${PART}(?:\s*(?:,|and|und|et|y|e|en|og|och)?\s*${PART})*`, 'giu');

function parseNumber(text: string): number {
  if (text === '½') return 0.5;
  if (text === '¼') return 0.25;
  if (text === '¾') return 0.75;
  return Number(text.replace(',', '.'));
}

function unitSeconds(word: string): number | null {
  const lower = word.toLowerCase();
  for (const key of ['h', 'm', 's'] as const) {
    if (UNIT_WORDS[key].includes(lower)) return SECONDS[key];
  }
  return null;
}

/** Every duration mentioned in a step, in order of appearance. */
export function findStepTimers(text: string): StepTimer[] {
  const timers: StepTimer[] = [];
  for (const match of text.matchAll(TIMER_RE)) {
    const label = match[0].trim();
    let seconds = 0;
    let maxSeconds = 0;
    let rest = label;
    let valid = true;
    while (rest.length > 0) {
      const part = PART_RE.exec(rest);
      if (!part) break;
      const unit = unitSeconds(part[3] ?? '');
      if (unit === null) {
        valid = false;
        break;
      }
      const low = parseNumber(part[1] ?? '');
      const high = part[2] ? parseNumber(part[2]) : low;
      seconds += low * unit;
      maxSeconds += high * unit;
      rest = rest.slice(part.index + part[0].length);
    }
    // A bare "5 m" or "3 s" is more often a size than a time; require a real word for those.
    const loneLetter = /^\S+\s*[ms]$/i.test(label);
    if (valid && seconds > 0 && !loneLetter)
      timers.push({ label, seconds: Math.round(seconds), maxSeconds: Math.round(maxSeconds), position: match.index });
  }
  return timers;
}

/** `1:05:00`, `25:00`, `0:30`: the remaining time on a timer. */
export function formatClock(totalSeconds: number): string {
  const clamped = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(clamped / 3600);
  const minutes = Math.floor((clamped % 3600) / 60);
  const seconds = clamped % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}
