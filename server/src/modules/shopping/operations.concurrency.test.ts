import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { createList } from '../../../test/shopping.js';
import { listening } from '../events/test-stream.js';

/**
 * Twenty clients check, uncheck, add, edit and delete items of one list at once through the
 * operations endpoint over real HTTP, and now and then replay a request whose answer they "lost".
 * The final list must equal the accepted operations applied one by one in the server's order (the
 * operation log): nothing lost, nothing duplicated, nothing deleted come back.
 * SHOPPING_CONCURRENCY_SECONDS sets how long the clients run (default 8).
 */

const CLIENTS = 20;
const SECONDS = Number(process.env.SHOPPING_CONCURRENCY_SECONDS ?? 8);

type Fields = { checked?: boolean; note?: string; quantity?: number; position?: number };
interface Operation {
  opId: string;
  itemId: string;
  type: 'create' | 'update' | 'delete';
  fields?: Fields;
}
interface Result {
  opId: string;
  status: 'applied' | 'duplicate' | 'ignored';
  reason?: string;
}

let ctx: TestContext;
let baseUrl: string;
let users: TestUser[];

beforeAll(async () => {
  ctx = await setupTestApp();
  const first = await createUser(ctx);
  users = [first, ...(await Promise.all([1, 2, 3].map(() => createUser(ctx, { beside: first }))))];
  baseUrl = await listening(ctx.app);
});
afterAll(() => ctx.close());

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

describe('operations under concurrency', () => {
  it(`${CLIENTS} clients for ${SECONDS} s: the list equals the operation log applied in order`, {
    timeout: (SECONDS + 60) * 1000,
  }, async () => {
    const list = await createList(ctx, users[0], 'Shared');
    const sent = new Map<string, Operation>();
    const answers: Result[] = [];
    const known: string[] = [];
    let requests = 0;
    let failures = 0;
    const deadline = Date.now() + SECONDS * 1000;

    async function client(index: number) {
      const user = users[index % users.length];
      let lastBody: { operations: Operation[] } | null = null;
      while (Date.now() < deadline) {
        let body: { operations: Operation[] };
        if (lastBody && Math.random() < 0.05) body = lastBody;
        else {
          const operations: Operation[] = [];
          for (let n = 1 + Math.floor(Math.random() * 3); n > 0; n--) {
            const roll = Math.random();
            const opId = crypto.randomUUID();
            if (known.length < 5 || roll < 0.25) {
              const itemId = crypto.randomUUID();
              known.push(itemId);
              operations.push({ opId, itemId, type: 'create', fields: { note: `item ${known.length}`, position: known.length } });
            } else if (roll < 0.55)
              operations.push({ opId, itemId: pick(known), type: 'update', fields: { checked: Math.random() < 0.6 } });
            else if (roll < 0.8)
              operations.push({ opId, itemId: pick(known), type: 'update', fields: { note: `edit ${index}-${requests}` } });
            else if (roll < 0.93)
              operations.push({ opId, itemId: pick(known), type: 'update', fields: { quantity: 1 + Math.floor(Math.random() * 5) } });
            else operations.push({ opId, itemId: pick(known), type: 'delete' });
          }
          for (const o of operations) sent.set(o.opId, o);
          body = { operations };
        }
        lastBody = body;
        requests++;
        const res = await fetch(`${baseUrl}/api/households/shopping/lists/${list.id}/operations`, {
          method: 'POST',
          headers: { ...bearer(user.token), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (res.status !== 200) {
          failures++;
          continue;
        }
        const json = (await res.json()) as { results: Result[] };
        answers.push(...json.results);
      }
    }

    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    expect(failures, 'requests that failed').toBe(0);

    // The server's order: the operation log of the list.
    const log = await ctx.database.db
      .selectFrom('shopping_list_operations')
      .selectAll()
      .where('shopping_list_id', '=', list.id)
      .orderBy('seq')
      .execute();
    const applied = answers.filter((a) => a.status === 'applied').map((a) => a.opId);
    // Every operation answered `applied` is in the log once, and the log holds nothing else.
    expect(new Set(applied).size, 'operations applied twice').toBe(applied.length);
    expect(log.map((r) => r.op_id).sort()).toEqual([...applied].sort());
    expect(log.map((r) => r.seq)).toEqual(log.map((_, i) => i + 1));

    // Apply the accepted operations sequentially in that order.
    const expected = new Map<string, Required<Fields>>();
    const deleted = new Set<string>();
    for (const row of log) {
      const operation = sent.get(row.op_id)!;
      expect(operation.itemId).toBe(row.item_id);
      if (operation.type === 'create') {
        expect(expected.has(operation.itemId) || deleted.has(operation.itemId), 'create of an existing item applied').toBe(false);
        expected.set(operation.itemId, { checked: false, note: '', quantity: 1, position: 0, ...operation.fields });
      } else if (operation.type === 'update') {
        expect(expected.has(operation.itemId), 'update of a missing item applied').toBe(true);
        expected.set(operation.itemId, { ...expected.get(operation.itemId)!, ...operation.fields });
      } else {
        expect(expected.delete(operation.itemId), 'delete of a missing item applied').toBe(true);
        deleted.add(operation.itemId);
      }
    }

    const res = await fetch(`${baseUrl}/api/households/shopping/lists/${list.id}`, { headers: bearer(users[0].token) });
    const final = (await res.json()) as { listItems: ({ id: string } & Required<Fields>)[] };
    const actual = new Map(
      final.listItems.map((i) => [i.id, { checked: i.checked, note: i.note, quantity: i.quantity, position: i.position }]),
    );
    const lost = [...expected.keys()].filter((id) => !actual.has(id));
    const duplicated = final.listItems.length - actual.size;
    const resurrected = [...actual.keys()].filter((id) => deleted.has(id));
    const unexpected = [...actual.keys()].filter((id) => !expected.has(id));
    console.info(
      `shopping concurrency (${process.env.DB_ENGINE}): ${CLIENTS} clients, ${SECONDS} s, ${requests} requests, ` +
        `${sent.size} operations sent, ${log.length} applied, ${answers.filter((a) => a.status === 'duplicate').length} duplicate, ` +
        `${answers.filter((a) => a.status === 'ignored').length} ignored, final ${actual.size} items (${deleted.size} deleted); ` +
        `lost ${lost.length}, duplicated ${duplicated}, resurrected ${resurrected.length}`,
    );
    expect({ lost, duplicated, resurrected, unexpected }).toEqual({ lost: [], duplicated: 0, resurrected: [], unexpected: [] });
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
    expect(log.length).toBeGreaterThan(100);
  });
});
