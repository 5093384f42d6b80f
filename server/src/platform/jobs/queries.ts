import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { nowIso } from '../time.js';

/** The statements of the job queue (platform/jobs/runner.ts). Each change is one statement, so it is atomic. */

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface NewJob {
  id: string;
  name: string;
  payload: string;
  maxAttempts: number;
  runAt: string;
  dedupeKey: string | null;
}

/** Inserts a job; with a dedupe key already taken, nothing happens and undefined is answered. */
export async function insertJob(db: Kysely<Database>, job: NewJob): Promise<string | undefined> {
  const row = await db
    .insertInto('jobs')
    .values({
      id: job.id,
      name: job.name,
      payload: job.payload,
      status: 'queued',
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_at: job.runAt,
      dedupe_key: job.dedupeKey,
      created_at: nowIso(),
    })
    .$if(job.dedupeKey !== null, (q) => q.onConflict((oc) => oc.column('dedupe_key').doNothing()))
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

const claimedColumns = ['id', 'name', 'payload', 'attempts', 'max_attempts'] as const;

/**
 * Marks the next due job of one of `names` running for `processId` and answers it. On PostgreSQL
 * the subselect locks the row it picks and skips rows other processes are claiming, so two
 * processes never claim the same job and neither waits for the other. SQLite has one writer.
 */
export async function claimJob(db: Kysely<Database>, engine: Engine, processId: string, names: string[]) {
  const now = nowIso();
  const next = db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'queued')
    .where('run_at', '<=', now)
    .where('name', 'in', names)
    .orderBy('run_at')
    .orderBy('created_at')
    .limit(1)
    .$if(engine === 'postgres', (q) => q.forUpdate().skipLocked());
  return db
    .updateTable('jobs')
    .set((eb) => ({ status: 'running', locked_by: processId, heartbeat_at: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', next)
    .where('status', '=', 'queued')
    .returning(claimedColumns)
    .executeTakeFirst();
}

export type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimJob>>>;

/** Proves that `processId` still runs these jobs. */
export async function heartbeat(db: Kysely<Database>, processId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('jobs')
    .set({ heartbeat_at: nowIso() })
    .where('id', 'in', ids)
    .where('locked_by', '=', processId)
    .where('status', '=', 'running')
    .execute();
}

/** The run a process holds: its id, owner and attempt, so that a run whose lease was taken over changes nothing. */
export interface Held {
  id: string;
  lockedBy: string;
  attempts: number;
}

/**
 * Ends a held run: `succeeded`/`failed` are final; `queued` hands it back for another attempt at
 * `runAt`. Answers false when the run was no longer held (its lease was recovered meanwhile).
 */
export async function endRun(
  db: Kysely<Database>,
  held: Held,
  outcome: { status: JobStatus; error?: string | null; runAt?: string },
  staleBefore?: string,
): Promise<boolean> {
  const final = outcome.status === 'succeeded' || outcome.status === 'failed';
  const result = await db
    .updateTable('jobs')
    .set({
      status: outcome.status,
      error: outcome.error ?? null,
      locked_by: null,
      heartbeat_at: null,
      ...(final ? { finished_at: nowIso() } : {}),
      ...(outcome.runAt ? { run_at: outcome.runAt } : {}),
    })
    .where('id', '=', held.id)
    .where('status', '=', 'running')
    .where('locked_by', '=', held.lockedBy)
    .where('attempts', '=', held.attempts)
    .$if(staleBefore !== undefined, (q) => q.where('heartbeat_at', '<', staleBefore!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Running jobs whose process is presumed gone: held by another process and, with `staleBefore`,
 * not heartbeaten since then (without it, every one: a SQLite database has one process).
 */
export const staleRuns = (db: Kysely<Database>, processId: string, staleBefore: string | undefined) =>
  db
    .selectFrom('jobs')
    .select(['id', 'name', 'payload', 'attempts', 'max_attempts', 'locked_by'])
    .where('status', '=', 'running')
    .where('locked_by', '!=', processId)
    .$if(staleBefore !== undefined, (q) => q.where('heartbeat_at', '<', staleBefore!))
    .execute();

/** Forgets finished jobs that ended before `before`. */
export async function pruneFinished(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('status', 'in', ['succeeded', 'failed'])
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
