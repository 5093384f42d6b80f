import { describe, expect, it } from 'vitest';
import { OperationQueue, type QueueStorage, type SendFailure } from './operation-queue';
import type { ItemOperation, PendingOperation } from './pending-operations';

type Fields = { checked?: boolean; note?: string };
type Pending = PendingOperation<Fields, { id: string }>;

class NetworkDown extends Error {}
class Refused extends Error {}

/** Storage kept in memory, as IndexedDB would keep it across a reload. */
function memoryStorage(initial: Record<string, Pending[]> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: QueueStorage<Pending> = {
    load: async (listId) => structuredClone(data.get(listId) ?? []),
    save: async (listId, pending) => {
      data.set(listId, structuredClone(pending));
    },
  };
  return { storage, data };
}

/** A server that records each batch; `down` makes it unreachable, `refuse` rejects an op id. */
function fakeServer() {
  const server = {
    down: false,
    refuse: new Set<string>(),
    batches: [] as string[][],
    applied: [] as string[],
    send: async (_listId: string, operations: ItemOperation<Fields>[]) => {
      if (server.down) throw new NetworkDown();
      if (operations.some((operation) => server.refuse.has(operation.opId))) throw new Refused();
      server.batches.push(operations.map((operation) => operation.opId));
      for (const operation of operations) if (!server.applied.includes(operation.opId)) server.applied.push(operation.opId);
      return { applied: operations.length };
    },
  };
  return server;
}

const classify = (error: unknown): SendFailure => (error instanceof NetworkDown ? 'retry' : 'reject');

function setUp(initial: Record<string, Pending[]> = {}) {
  const { storage, data } = memoryStorage(initial);
  const server = fakeServer();
  const rejected: string[] = [];
  const online = { value: true };
  const queue = new OperationQueue<Fields, { id: string }, { applied: number }>({
    storage,
    send: server.send,
    classify,
    isOnline: () => online.value,
    onRejected: (_listId, operations) => rejected.push(...operations.map((operation) => operation.opId)),
  });
  return { queue, server, data, rejected, online };
}

const check = (opId: string, itemId = 'i1'): Pending => ({ operation: { opId, itemId, type: 'update', fields: { checked: true } } });
const ids = (pending: Pending[]) => pending.map((entry) => entry.operation.opId);

describe('OperationQueue', () => {
  it('sends an operation at once and forgets it once applied', async () => {
    const { queue, server, data } = setUp();
    await queue.enqueue('list', [check('op1')]);
    expect(server.batches).toEqual([['op1']]);
    expect(queue.pending('list')).toEqual([]);
    expect(data.get('list')).toEqual([]);
  });

  it('keeps operations while offline, with no time limit, and sends them in order once back', async () => {
    const { queue, server, data, online } = setUp();
    online.value = false;
    await queue.enqueue('list', [check('op1')]);
    await queue.enqueue('list', [check('op2', 'i2'), check('op3', 'i3')]);
    expect(ids(queue.pending('list'))).toEqual(['op1', 'op2', 'op3']);
    expect(ids(data.get('list') ?? [])).toEqual(['op1', 'op2', 'op3']);
    expect(queue.sendFailed('list')).toBe(true);
    expect(server.batches).toEqual([]);

    online.value = true;
    await queue.flush('list');
    expect(server.batches).toEqual([['op1', 'op2', 'op3']]);
    expect(queue.pending('list')).toEqual([]);
    expect(queue.sendFailed('list')).toBe(false);
  });

  it('keeps a batch when the network fails during the send, and sends the same ids again', async () => {
    const { queue, server } = setUp();
    server.down = true;
    await queue.enqueue('list', [check('op1'), check('op2')]);
    expect(ids(queue.pending('list'))).toEqual(['op1', 'op2']);
    expect(queue.sendFailed('list')).toBe(true);

    server.down = false;
    await queue.flush('list');
    expect(server.batches).toEqual([['op1', 'op2']]);
  });

  it('replays what a previous page load left in storage when the app starts', async () => {
    const { queue, server } = setUp({ list: [check('old1'), check('old2')] });
    await queue.enqueue('list', [check('new1')]);
    expect(server.batches).toEqual([['old1', 'old2', 'new1']]);
  });

  it('sends each operation once when flushes overlap', async () => {
    const { queue, server } = setUp({ list: [check('op1')] });
    await Promise.all([queue.flush('list'), queue.flush('list'), queue.enqueue('list', [check('op2')])]);
    expect(server.applied).toEqual(['op1', 'op2']);
    expect(server.batches.flat()).toEqual(['op1', 'op2']);
  });

  it('drops only the operation the server refuses and sends the others', async () => {
    const { queue, server, rejected } = setUp();
    server.refuse.add('bad');
    await queue.enqueue('list', [check('op1'), check('bad'), check('op3')]);
    expect(server.applied).toEqual(['op1', 'op3']);
    expect(rejected).toEqual(['bad']);
    expect(queue.pending('list')).toEqual([]);
  });

  it('keeps the queues of two lists apart', async () => {
    const { queue, server, online } = setUp();
    online.value = false;
    await queue.enqueue('a', [check('a1')]);
    await queue.enqueue('b', [check('b1')]);
    online.value = true;
    await queue.flush('b');
    expect(server.batches).toEqual([['b1']]);
    expect(ids(queue.pending('a'))).toEqual(['a1']);
  });

  it('still queues and sends for this page load when the storage refuses', async () => {
    const server = fakeServer();
    const broken: QueueStorage<Pending> = {
      load: () => Promise.reject(new Error('no IndexedDB')),
      save: () => Promise.reject(new Error('no IndexedDB')),
    };
    const online = { value: false };
    const queue = new OperationQueue<Fields, { id: string }, { applied: number }>({
      storage: broken,
      send: server.send,
      classify,
      isOnline: () => online.value,
    });
    await queue.enqueue('list', [check('op1')]);
    expect(ids(queue.pending('list'))).toEqual(['op1']);
    online.value = true;
    await queue.flush('list');
    expect(server.batches).toEqual([['op1']]);
  });

  it('tells its subscribers which list changed', async () => {
    const { queue, online } = setUp();
    const changed: string[] = [];
    queue.subscribe((listId) => changed.push(listId));
    online.value = false;
    await queue.enqueue('list', [check('op1')]);
    expect(changed).toContain('list');
  });
});
