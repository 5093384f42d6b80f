/**
 * Mealie's human-readable size (`mealie/pkgs/stats/fs_stats.py` `pretty_size`): bytes below 1 KiB,
 * otherwise the largest unit below the next, rounded to two places and printed as Python prints a
 * float, so a whole number keeps its `.0` ("500.0 MB", "1.5 KB", "512 bytes").
 */
export function prettySize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'] as const;
  for (const [i, unit] of units.entries()) {
    if (bytes < 1024 ** (i + 2)) return `${pythonFloat(bytes / 1024 ** (i + 1))} ${unit}`;
  }
  return `${pythonFloat(bytes / 1024 ** 4)} TB`;
}

/** `str(round(x, 2))` in Python: two places at most, and `.0` on a whole number. */
function pythonFloat(x: number): string {
  const rounded = Math.round(x * 100) / 100;
  return Number.isInteger(rounded) ? `${rounded}.0` : String(rounded);
}
