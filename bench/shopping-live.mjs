#!/usr/bin/env node
// Live shopping lists: how long a change made on one device takes to reach another. One client
// checks and unchecks items of a list through the operations endpoint (as the web app does); a
// second client holds `GET /api/events/stream` open and, on each `shopping_list_updated` event
// naming the item, refetches the list. Measured per change: change sent → event received, and
// change sent → list refetched. On SQLite one process serves both clients; on PostgreSQL the
// change goes through process A and the stream and refetch through process B (LISTEN/NOTIFY).
// Usage: node bench/shopping-live.mjs [--engines sqlite,postgres] [--changes 250] [--items 40]
// (builds what is stale first, as npm start does)
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, freshPostgres, isMain, machine, serverEntry, sleep, startFlags, stop, waitFor } from './lib.mjs';

const EMAIL = 'admin@bench.test';
const PASSWORD = 'bench-password-1';

/** The event stream as a browser's EventSource reads it; `onEvent` gets each parsed event JSON. */
function openStream(port, token, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `http://127.0.0.1:${port}/api/events/stream`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const data = buffer
              .slice(0, end)
              .split('\n')
              .find((line) => line.startsWith('data:'));
            if (data) onEvent(JSON.parse(data.slice(5)), performance.now());
            buffer = buffer.slice(end + 2);
          }
        });
        resolve(() => request.destroy());
      },
    );
    request.once('error', reject);
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5).toFixed(1), p95: quantile(sorted, 0.95).toFixed(1), max: sorted.at(-1).toFixed(1) };
};

async function run(engine, changes, itemCount) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-shopping-'));
  const ports = [9420, 9421];
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DB_ENGINE: engine,
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEFAULT_ADMIN_EMAIL: EMAIL,
    DEFAULT_ADMIN_PASSWORD: PASSWORD,
    NODE_ENV: 'production',
  };
  const database = engine === 'postgres' ? await freshPostgres(`larder_bench_shopping_${process.pid}`) : undefined;
  if (database) env.POSTGRES_URL_OVERRIDE = database.url;
  const processes = engine === 'postgres' ? 2 : 1;
  const children = [];
  try {
    // One after the other, so that the first runs the migrations and the first start alone.
    for (let i = 0; i < processes; i++) {
      const child = spawn(process.execPath, [...startFlags(), serverEntry], {
        env: { ...env, API_PORT: String(ports[i]) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      await waitFor(`http://127.0.0.1:${ports[i]}/api/app/about`, child);
    }
    const changePort = ports[0];
    const streamPort = ports[processes - 1];
    const signIn = await fetch(`http://127.0.0.1:${changePort}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
    });
    const token = (await signIn.json()).access_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const api = async (port, method, url, body) => {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };

    const list = await api(changePort, 'POST', '/api/households/shopping/lists', { name: 'Bench list' });
    const itemIds = Array.from({ length: itemCount }, () => crypto.randomUUID());
    await api(changePort, 'POST', `/api/households/shopping/lists/${list.id}/operations`, {
      operations: itemIds.map((itemId, i) => ({
        opId: crypto.randomUUID(),
        itemId,
        type: 'create',
        fields: { note: `item ${i}`, position: i },
      })),
    });

    // Waiters for the event that names an item; each change registers one before it is sent.
    const waiting = new Map();
    const close = await openStream(streamPort, token, (event, at) => {
      if (event.eventType !== 'shopping_list_updated') return;
      for (const id of event.documentData.shoppingListItemIds ?? []) {
        const waiter = waiting.get(id);
        if (waiter) {
          waiting.delete(id);
          waiter(at);
        }
      }
    });
    await sleep(200);

    const toEvent = [];
    const toRefetch = [];
    const answer = [];
    const checked = new Map();
    for (let n = 0; n < changes + 10; n++) {
      const itemId = itemIds[n % itemIds.length];
      const next = !checked.get(itemId);
      checked.set(itemId, next);
      const heard = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event for change ${n} within 5 s`)), 5000);
        waiting.set(itemId, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
      const sent = performance.now();
      await api(changePort, 'POST', `/api/households/shopping/lists/${list.id}/operations`, {
        operations: [{ opId: crypto.randomUUID(), itemId, type: 'update', fields: { checked: next } }],
      });
      const answered = performance.now();
      const at = await heard;
      const refetched = await api(streamPort, 'GET', `/api/households/shopping/lists/${list.id}`);
      const done = performance.now();
      if (refetched.listItems.find((i) => i.id === itemId)?.checked !== next) throw new Error(`change ${n} not in the refetched list`);
      // The first changes warm the JIT and the connections.
      if (n >= 10) {
        toEvent.push(at - sent);
        toRefetch.push(done - sent);
        answer.push(answered - sent);
      }
      await sleep(5);
    }
    close();
    return {
      engine,
      processes: processes === 2 ? '2 (change on A, stream on B)' : '1',
      changes,
      'change answered p50/p95 ms': `${stats(answer).p50} / ${stats(answer).p95}`,
      'event p50 ms': stats(toEvent).p50,
      'event p95 ms': stats(toEvent).p95,
      'event max ms': stats(toEvent).max,
      'event + refetch p50 ms': stats(toRefetch).p50,
      'event + refetch p95 ms': stats(toRefetch).p95,
    };
  } finally {
    for (const child of children) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** Rows per engine: latency of a change reaching a second client, as the event and as the refetched list. */
export async function measureShoppingLive({ engines = ['sqlite', 'postgres'], changes = 250, items = 40 } = {}) {
  const rows = [];
  for (const engine of engines) rows.push(await run(engine, changes, items));
  return rows;
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const changes = Number(option('changes', 250));
  const items = Number(option('items', 40));
  ensureBuilt();
  const rows = await measureShoppingLive({ engines: option('engines', 'sqlite,postgres').split(','), changes, items });
  console.log(`${machine()}; ${changes} changes one after another on a list of ${items} items`);
  console.table(rows);
}
