import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { afterCommit } from '../transactions.js';
import { type ClaimedJob, claimJob, endRun, type Held, heartbeat, insertJob, pruneFinished, staleRuns } from './queries.js';
import { Schedules } from './schedules.js';

/**
 * Background jobs: a queue in the database (table `jobs`, migration 0007), a worker in every
 * process, and a cron scheduler on top of the queue. Every background task goes through it (bulk
 * import, lockout clean-up, later backups, migrations, webhooks), so work survives a restart and,
 * with several processes on one PostgreSQL database, each job runs once.
 *
 * - `register(name, handler, { maxAttempts, onFailed })` names what runs a job. Handlers get
 *   `{ payload, jobId, attempt }` and must be idempotent: a run cut short is run again.
 * - `enqueue(name, payload, { runAt, dedupeKey })` inserts a `queued` row through the ambient
 *   handle, so inside a unit of work the job exists only if the caller's change commits; the local
 *   worker is nudged after the commit, other processes find it when they poll.
 * - Claiming is one UPDATE of the oldest due row (`FOR UPDATE SKIP LOCKED` on PostgreSQL). A
 *   failure is retried after a growing delay while attempts remain, then the job is `failed` with
 *   its message and `onFailed` is told, once.
 * - A running job is heartbeaten. One whose heartbeat is older than the lease belongs to a process
 *   that is gone: the poller re-queues it (or fails it with "interrupted: …" when no attempt is
 *   left). A SQLite database has one process, so at start every `running` job there is stale.
 * - `schedule(name, pattern, handler)`: at each slot of the cron pattern (croner, read in UTC)
 *   every process enqueues `schedule:<name>:<slot>`; the unique dedupe key lets one insert win.
 * - `stop()` stops claiming, waits for running jobs up to a bound, then hands back what still runs.
 */

export interface JobContext<P> {
  payload: P;
  jobId: string;
  /** 1 for the first run. */
  attempt: number;
}

export type JobHandler<P> = (job: JobContext<P>) => Promise<void> | void;

export interface JobOptions<P> {
  /** Runs before the job fails for good (default 3). */
  maxAttempts?: number;
  /** Told once when the job has failed for good, with the last error. */
  onFailed?: (payload: P, error: string) => Promise<void> | void;
}

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** A second job with the same key is not inserted. */
  dedupeKey?: string;
}

export interface JobLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  /** The ambient handle (platform/transactions), so that enqueueing joins the caller's unit of work. */
  db: Kysely<Database>;
  engine: Engine;
  /** How long a running job's heartbeat may be silent before its process is presumed gone (default 60 s). */
  leaseMs?: number;
  /** How often due jobs and stale runs are looked for (default 2 s, at most the lease). */
  pollMs?: number;
  /** Jobs this process runs at once (default 2). */
  concurrency?: number;
  /** How long `stop()` waits for running jobs (default 10 s). */
  stopTimeoutMs?: number;
  /** The wait before attempt `attempt + 1` after attempt `attempt` failed. */
  retryDelayMs?: (attempt: number) => number;
  /** Names this process in `locked_by`; unique per runner by default. */
  processId?: string;
  logger?: JobLogger;
}

export const INTERRUPTED = 'interrupted: the server stopped while it ran';

const DEFAULT_MAX_ATTEMPTS = 3;
const FINISHED_JOBS_KEPT_MS = 14 * 24 * 3600_000;

interface Registered {
  handler: JobHandler<unknown>;
  options: JobOptions<unknown>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const silent: JobLogger = { warn: () => undefined, error: () => undefined };

export class JobRunner {
  readonly processId: string;
  private readonly db: Kysely<Database>;
  private readonly engine: Engine;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly stopTimeoutMs: number;
  private readonly retryDelayMs: (attempt: number) => number;
  private readonly logger: JobLogger;

  private readonly handlers = new Map<string, Registered>();
  private readonly schedules = new Schedules((name, slot) => {
    const at = slot.toISOString();
    const enqueued = this.enqueue(name, { slot: at }, { runAt: slot, dedupeKey: `schedule:${name}:${at}` });
    this.track(enqueued.catch((error) => this.logger.error({ err: error, job: name }, 'could not enqueue a scheduled job')));
  });
  private readonly running = new Map<string, { job: ClaimedJob; done: Promise<void> }>();
  /** Database work started by timers and nudges, awaited before `stop()` returns. */
  private readonly background = new Set<Promise<unknown>>();
  private pollTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private state: 'new' | 'started' | 'stopping' | 'stopped' = 'new';
  private pumping: Promise<void> | null = null;
  private pumpAgain = false;
  private heartbeatStopped = false;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.engine = options.engine;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? Math.min(2_000, this.leaseMs);
    this.concurrency = options.concurrency ?? 2;
    this.stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
    this.retryDelayMs = options.retryDelayMs ?? ((attempt) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000));
    this.processId = options.processId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.logger = options.logger ?? silent;
    this.schedule('jobs-prune', '0 4 * * *', () => pruneFinished(this.db, new Date(Date.now() - FINISHED_JOBS_KEPT_MS).toISOString()));
  }

  register<P>(name: string, handler: JobHandler<P>, options: JobOptions<P> = {}): void {
    if (this.handlers.has(name)) throw new Error(`The job "${name}" is registered twice`);
    this.handlers.set(name, { handler: handler as JobHandler<unknown>, options: options as JobOptions<unknown> });
    this.nudge();
  }

  /** Queues a job; answers its id, or undefined when `dedupeKey` was already taken. */
  async enqueue<P>(name: string, payload: P, options: EnqueueOptions = {}): Promise<string | undefined> {
    const id = await insertJob(this.db, {
      id: randomUUID(),
      name,
      payload: JSON.stringify(payload),
      maxAttempts: options.maxAttempts ?? this.handlers.get(name)?.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      runAt: (options.runAt ?? new Date()).toISOString(),
      dedupeKey: options.dedupeKey ?? null,
    });
    if (id) await afterCommit(() => this.nudge());
    return id;
  }

  /** Runs `handler` at every slot of the cron `pattern` (UTC; six fields for seconds), once across processes. */
  schedule(name: string, pattern: string, handler: (slot: Date) => Promise<unknown> | unknown, options: JobOptions<unknown> = {}): void {
    this.schedules.add(name, pattern);
    this.register<{ slot: string }>(
      name,
      async ({ payload }) => {
        await handler(new Date(payload.slot));
      },
      options,
    );
  }

  async start(): Promise<void> {
    if (this.state !== 'new') return;
    this.state = 'started';
    await this.recover(this.engine === 'sqlite');
    if (this.state !== 'started') return;
    this.schedules.start();
    this.pollTimer = this.repeat(
      this.pollMs,
      () => this.state === 'started',
      () => this.tick(),
    );
    // Heartbeats go on while `stop()` waits for running jobs.
    this.heartbeatTimer = this.repeat(
      Math.max(50, Math.floor(this.leaseMs / 3)),
      () => this.state === 'started' || (this.state === 'stopping' && !this.heartbeatStopped),
      () => heartbeat(this.db, this.processId, [...this.running.keys()]),
    );
    this.nudge();
  }

  /** Stops claiming, waits for running jobs up to the bound, and hands back those still running. */
  async stop(): Promise<void> {
    if (this.state !== 'started') return;
    this.state = 'stopping';
    clearTimeout(this.pollTimer);
    this.schedules.stop();
    await this.settle();
    if (this.running.size > 0) {
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.running.values()].map((r) => r.done)),
        new Promise((resolve) => {
          bound = setTimeout(resolve, this.stopTimeoutMs);
        }),
      ]);
      clearTimeout(bound);
    }
    this.heartbeatStopped = true;
    clearTimeout(this.heartbeatTimer);
    await this.settle();
    // Handed back now rather than after a lease, so that another process (or the next start) resumes them.
    for (const { job } of this.running.values()) {
      await this.giveBack({ id: job.id, lockedBy: this.processId, attempts: job.attempts }, job, INTERRUPTED, 0).catch((error) =>
        this.logger.error({ err: error, jobId: job.id }, 'could not hand back a running job'),
      );
    }
    this.state = 'stopped';
  }

  /** Resolves once this process runs nothing and no registered job is due (tests, shutdown). */
  async idle(): Promise<void> {
    for (;;) {
      await this.settle();
      if (this.running.size > 0) {
        await Promise.allSettled([...this.running.values()].map((r) => r.done));
        continue;
      }
      if (this.state !== 'started') return;
      await this.pump();
      if (this.running.size === 0) return;
    }
  }

  private nudge(): void {
    if (this.state === 'started') this.track(this.pump());
  }

  private canClaim(): boolean {
    return this.state === 'started' && this.running.size < this.concurrency && this.handlers.size > 0;
  }

  /** Claims due jobs until the process is busy or none is due; concurrent calls share one loop. */
  private pump(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return this.pumping;
    }
    this.pumping = (async () => {
      try {
        do {
          this.pumpAgain = false;
          while (this.canClaim()) {
            const job = await claimJob(this.db, this.engine, this.processId, [...this.handlers.keys()]);
            if (!job) break;
            this.launch(job);
          }
        } while (this.pumpAgain && this.canClaim());
      } catch (error) {
        this.logger.error({ err: error }, 'could not claim a job');
      } finally {
        this.pumping = null;
      }
    })();
    return this.pumping;
  }

  private launch(job: ClaimedJob): void {
    const held: Held = { id: job.id, lockedBy: this.processId, attempts: job.attempts };
    const done = (async () => {
      try {
        const registered = this.handlers.get(job.name)!;
        await registered.handler({ payload: JSON.parse(job.payload), jobId: job.id, attempt: job.attempts });
      } catch (error) {
        this.logger.warn({ err: error, jobId: job.id, job: job.name, attempt: job.attempts }, 'job failed');
        await this.giveBack(held, job, messageOf(error), this.retryDelayMs(job.attempts));
        return;
      }
      if (!(await endRun(this.db, held, { status: 'succeeded' }))) {
        this.logger.warn({ jobId: job.id, job: job.name }, 'job finished after its run was taken over');
      }
    })()
      .catch((error) => this.logger.error({ err: error, jobId: job.id }, 'could not record the end of a job'))
      .finally(() => {
        this.running.delete(job.id);
        this.nudge();
      });
    this.running.set(job.id, { job, done });
  }

  /** Re-queues a run that ended badly while attempts remain, else fails it for good and says so once. */
  private async giveBack(
    held: Held,
    job: Pick<ClaimedJob, 'name' | 'payload' | 'max_attempts'>,
    error: string,
    delayMs: number,
    staleBefore?: string,
  ): Promise<void> {
    if (held.attempts < job.max_attempts) {
      const runAt = new Date(Date.now() + delayMs).toISOString();
      await endRun(this.db, held, { status: 'queued', error, runAt }, staleBefore);
      return;
    }
    if (!(await endRun(this.db, held, { status: 'failed', error }, staleBefore))) return;
    const onFailed = this.handlers.get(job.name)?.options.onFailed;
    if (!onFailed) return;
    try {
      await onFailed(JSON.parse(job.payload), error);
    } catch (failure) {
      this.logger.error({ err: failure, jobId: held.id, job: job.name }, 'the failure handler of a job failed');
    }
  }

  /** Takes back the runs of processes that are gone: all of them (`everyRunning`) or those past the lease. */
  private async recover(everyRunning: boolean): Promise<void> {
    const staleBefore = everyRunning ? undefined : new Date(Date.now() - this.leaseMs).toISOString();
    for (const row of await staleRuns(this.db, this.processId, staleBefore)) {
      if (row.locked_by === null) continue;
      await this.giveBack({ id: row.id, lockedBy: row.locked_by, attempts: row.attempts }, row, INTERRUPTED, 0, staleBefore);
    }
  }

  private async tick(): Promise<void> {
    await this.recover(false);
    await this.pump();
  }

  /** Runs `work` every `ms` while `active()` holds, never overlapping itself. */
  private repeat(ms: number, active: () => boolean, work: () => Promise<unknown>): NodeJS.Timeout {
    const timer: NodeJS.Timeout = setTimeout(async () => {
      await this.track(work().catch((error) => this.logger.error({ err: error }, 'background job work failed')));
      if (active()) timer.refresh();
    }, ms);
    timer.unref();
    return timer;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.background.add(work);
    void work.finally(() => this.background.delete(work)).catch(() => undefined);
    return work;
  }

  private async settle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }
}
