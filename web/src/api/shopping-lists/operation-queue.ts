import type { ItemOperation, PendingOperation } from './pending-operations';

/** Where the queue keeps its operations between page loads (IndexedDB in the app). */
export interface QueueStorage<P> {
  load: (listId: string) => Promise<P[]>;
  save: (listId: string, pending: P[]) => Promise<void>;
}

/**
 * What became of a batch that could not be applied: `retry` keeps it (no network, the server
 * down), `reject` drops it (the server refused it: the list is gone, a field is invalid).
 */
export type SendFailure = 'retry' | 'reject';

export interface OperationQueueOptions<Fields, Item, Answer> {
  storage: QueueStorage<PendingOperation<Fields, Item>>;
  /** Sends one batch, in order; throws when it was not applied. */
  send: (listId: string, operations: ItemOperation<Fields>[]) => Promise<Answer>;
  classify: (error: unknown) => SendFailure;
  /** Whether sending can work now (navigator.onLine in the app). */
  isOnline: () => boolean;
  /** The server applied a batch; `answer` holds the list as it now is. */
  onApplied?: (listId: string, answer: Answer) => void;
  /** The server refused these operations; they are dropped. */
  onRejected?: (listId: string, operations: ItemOperation<Fields>[], error: unknown) => void;
}

/** The endpoint's limit per request. */
export const MAX_BATCH = 500;

/**
 * The offline queue of item operations, per list. Each change is stored before it is sent, sent
 * in order, one batch at a time per list, and removed only once the server answered for it: a
 * failed send keeps it, with no time limit, for the next flush (back online, app start, the
 * next change). A batch whose answer was lost is sent again with the same operation ids, which
 * the server recognises as duplicates.
 */
export class OperationQueue<Fields, Item, Answer> {
  private readonly queues = new Map<string, PendingOperation<Fields, Item>[]>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly flushing = new Map<string, Promise<void>>();
  private readonly listeners = new Set<(listId: string) => void>();
  private readonly failed = new Set<string>();

  constructor(private readonly options: OperationQueueOptions<Fields, Item, Answer>) {}

  /** The operations of a list not yet applied by the server, oldest first (empty until loaded). */
  pending(listId: string): PendingOperation<Fields, Item>[] {
    return this.queues.get(listId) ?? EMPTY;
  }

  /** Whether the last attempt to send this list's operations failed for want of a network. */
  sendFailed(listId: string): boolean {
    return this.failed.has(listId);
  }

  subscribe(listener: (listId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the stored queue of a list once (later calls wait for the same read). */
  load(listId: string): Promise<void> {
    let loading = this.loading.get(listId);
    if (!loading) {
      // Without storage (IndexedDB refused), the queue still works for this page load.
      loading = this.options.storage
        .load(listId)
        .catch(() => [] as PendingOperation<Fields, Item>[])
        .then((stored) => {
          // Operations added before the read finished come after the stored ones.
          this.queues.set(listId, [...stored, ...(this.queues.get(listId) ?? [])]);
          this.changed(listId);
        });
      this.loading.set(listId, loading);
    }
    return loading;
  }

  /** Adds operations at the end of the list's queue, stores it, then tries to send. */
  async enqueue(listId: string, operations: PendingOperation<Fields, Item>[]): Promise<void> {
    if (operations.length === 0) return;
    this.queues.set(listId, [...this.pending(listId), ...operations]);
    this.changed(listId);
    await this.load(listId);
    await this.persist(listId);
    await this.flush(listId);
  }

  /** Sends what waits for a list, unless a send for it is already under way (then waits for it). */
  flush(listId: string): Promise<void> {
    const running = this.flushing.get(listId);
    if (running) return running.then(() => (this.pending(listId).length > 0 && !this.failed.has(listId) ? this.flush(listId) : undefined));
    const run = this.sendAll(listId).finally(() => this.flushing.delete(listId));
    this.flushing.set(listId, run);
    return run;
  }

  private async sendAll(listId: string): Promise<void> {
    await this.load(listId);
    let batchSize = MAX_BATCH;
    while (this.pending(listId).length > 0) {
      if (!this.options.isOnline()) {
        this.markFailed(listId, true);
        return;
      }
      const batch = this.pending(listId).slice(0, batchSize);
      const operations = batch.map((entry) => entry.operation);
      let answer: Answer;
      try {
        answer = await this.options.send(listId, operations);
      } catch (error) {
        if (this.options.classify(error) === 'retry') {
          this.markFailed(listId, true);
          return;
        }
        // One refused operation must not hold back the others: send one at a time to find it.
        if (batch.length > 1) {
          batchSize = 1;
          continue;
        }
        await this.remove(listId, batch);
        this.options.onRejected?.(listId, operations, error);
        continue;
      }
      this.markFailed(listId, false);
      await this.remove(listId, batch);
      this.options.onApplied?.(listId, answer);
    }
  }

  private async remove(listId: string, sent: PendingOperation<Fields, Item>[]): Promise<void> {
    const ids = new Set(sent.map((entry) => entry.operation.opId));
    this.queues.set(
      listId,
      this.pending(listId).filter((entry) => !ids.has(entry.operation.opId)),
    );
    this.changed(listId);
    await this.persist(listId);
  }

  private markFailed(listId: string, failed: boolean): void {
    if (failed === this.failed.has(listId)) return;
    if (failed) this.failed.add(listId);
    else this.failed.delete(listId);
    this.changed(listId);
  }

  private persist(listId: string): Promise<void> {
    return this.options.storage.save(listId, this.pending(listId)).catch(() => undefined);
  }

  private changed(listId: string): void {
    for (const listener of this.listeners) listener(listId);
  }
}

const EMPTY: never[] = [];
