import { Cron } from 'croner';

const MAX_TIMER_MS = 2 ** 31 - 1;

interface Schedule {
  name: string;
  cron: Cron;
}

/**
 * The timers of the job runner's schedules: at each slot of a cron pattern (read in UTC, so that
 * every process computes the same instants) `onSlot(name, slot)` is called, and the runner
 * enqueues the slot's job under a dedupe key. Slots missed while no process ran are not made up.
 */
export class Schedules {
  private readonly entries: Schedule[] = [];
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private active = false;

  constructor(private readonly onSlot: (name: string, slot: Date) => void) {}

  /** Adds a schedule; a bad pattern throws here, at start-up. */
  add(name: string, pattern: string): void {
    // UTC as a zero offset: a named time zone would load the ICU time-zone data for nothing.
    const entry = { name, cron: new Cron(pattern, { utcOffset: 0 }) };
    this.entries.push(entry);
    if (this.active) this.arm(entry, new Date());
  }

  start(): void {
    this.active = true;
    for (const entry of this.entries) this.arm(entry, new Date());
  }

  stop(): void {
    this.active = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private arm(entry: Schedule, after: Date): void {
    const slot = entry.cron.nextRun(after);
    if (!slot) return;
    const wait = slot.getTime() - Date.now();
    if (wait > MAX_TIMER_MS) {
      this.setTimer(entry, MAX_TIMER_MS, () => this.arm(entry, after));
      return;
    }
    // A timer may fire a millisecond early, and the slot must be due when its job is claimed.
    this.setTimer(entry, Math.max(0, wait) + 2, () => {
      this.onSlot(entry.name, slot);
      this.arm(entry, slot);
    });
  }

  private setTimer(entry: Schedule, ms: number, fire: () => void): void {
    const timer = setTimeout(() => {
      if (this.active) fire();
    }, ms);
    timer.unref();
    this.timers.set(entry.name, timer);
  }
}
