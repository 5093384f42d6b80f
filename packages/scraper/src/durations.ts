// Durations arrive as ISO 8601 (`PT1H30M`, `P0DT1H30M`), human text in several languages
// (`1 hr 30 mins`, `1½ Stunden`), clock form (`1:30`) or bare minutes.

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };
const ISO =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
const DAY = /^(?:d|days?|dagen|dag|tage?n?|jours?|d[ií]as?|giorni|giorno|dni|dzie[nń])$/i;
const HOUR = /^(?:h|hrs?|hours?|heures?|std|stunden?|uur|ore|ora|horas?|godz\w*|timer?|tim\w*|óra)$/i;
const MINUTE = /^(?:m|mins?|minutes?|minuten?|minutos?|minuti|minuto|minut\w*|perc)$/i;
const SECOND = /^(?:s|secs?|seconds?|sekunden?|segundos?)$/i;

// Two weeks: longer values are unit mistakes (seconds written as minutes) or broken data.
const MAX_MINUTES = 20160;

function num(s: string | undefined): number {
  return s ? Number(s.replace(',', '.')) : 0;
}

/** Minutes in a duration, or null when nothing is recognisable. Ranges give their upper end. */
export function parseDuration(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (Array.isArray(value)) return parseDuration(value[0]);
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (!s) return null;
  // Negative ISO durations come from broken plug-in arithmetic; treat them as missing.
  if (/^-?P/i.test(s) && s.includes('-')) return null;
  const iso = ISO.exec(s.replace(/\s+/g, ''));
  if (iso && /\d/.test(s)) {
    // "PT45S" for a 45-minute prep: a recipe time of a few odd seconds is minutes mislabelled.
    const seconds = num(iso[7]);
    if (seconds > 0 && seconds < 90 && seconds % 60 !== 0 && !iso.slice(1, 7).some(Boolean)) return seconds;
    const minutes = num(iso[4]) * 1440 + num(iso[3]) * 10080 + num(iso[5]) * 60 + num(iso[6]) + num(iso[7]) / 60;
    return minutes > 0 && minutes < MAX_MINUTES ? Math.round(minutes) : null;
  }
  const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(s);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]) || null;
  if (/^\d+(?:[.,]\d+)?$/.test(s)) return Math.round(num(s)) || null;
  return humanDuration(s);
}

function humanDuration(text: string): number | null {
  // Keep the upper end of a range: "10-15 minutes" → 15, "30 minutes to 1 hour" → 60.
  const parts = text.split(/\s*(?:-|–|—|\bto\b|\bor\b|\bbis\b|\bà\b|\ba\b)\s*(?=\d)/i);
  let best: number | null = null;
  for (const part of parts) {
    const m = humanPart(part);
    // Alternatives ("8 hours on low or 4 hours on high") give the longer one.
    if (m != null) best = best == null ? m : Math.max(best, m);
  }
  return best;
}

function humanPart(text: string): number | null {
  const re = /(\d+(?:[.,]\d+)?)?\s*([½¼¾⅓⅔])?\s*([a-zA-ZÀ-ž]+)?/g;
  let total = 0;
  let found = false;
  let pending: number | null = null;
  for (let m = re.exec(text); m && m[0] !== ''; m = re.exec(text)) {
    const value = num(m[1]) + (m[2] ? FRACTIONS[m[2]] : 0);
    const hasNumber = m[1] !== undefined || m[2] !== undefined;
    const unit = m[3] ?? '';
    const amount = hasNumber ? value : pending;
    if (amount == null) continue;
    if (DAY.test(unit)) total += amount * 1440;
    else if (HOUR.test(unit)) total += amount * 60;
    else if (MINUTE.test(unit)) total += amount;
    else if (SECOND.test(unit)) total += amount / 60;
    else {
      pending = hasNumber ? value : pending;
      continue;
    }
    found = true;
    pending = null;
  }
  if (!found && pending != null) return Math.round(pending) || null;
  // "1 hour 30": trailing bare number after a unit counts as minutes.
  if (found && pending != null) total += pending;
  return found && total > 0 ? Math.round(total) : null;
}

export function minutesToIso(minutes: number | null): string | undefined {
  if (minutes == null || minutes <= 0) return undefined;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}
