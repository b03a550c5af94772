// Crash safety (issue 7): does an acknowledged write survive `kill -9` of the API, and is a write in
// flight at the kill either all there or not at all?
//
// Per round: a fresh database (PGlite data directory under bench/.data/crash, or the PostgreSQL
// database busops_crash), the built API (`node apps/api/dist/server.js`, demo data), signed in as
// the Phương Nam admin (0901000002). Then WRITES writes, CONCURRENCY at a time, alternating
//   - createBusStaff (users + bus_staff + two history rows in one transaction), a new phone each;
//   - depositBusStaff with an Idempotency-Key (bus_staff balance + deposits + history +
//     idempotency_keys in one transaction) on 4 staff members, so deposits contend for a row;
// and SIGKILL of the server process when a random number of them (10%..90%) has been answered.
// The API is restarted on the same storage (time to /health measured), stopped cleanly, and the
// database is opened directly and checked:
//   - every acknowledged create: its user, its bus_staff row and both history rows;
//   - every acknowledged deposit: its row (id as answered), its history row, its idempotency key;
//   - every write in flight at the kill (sent, no answer): all of its rows or none of them;
//   - nothing half-written anywhere: every bus_staff has its user, every user created by the run has
//     its bus_staff row, each target's deposits chain (balance_after = previous + amount, starting at
//     the balance read before the run) ends at bus_staff.deposit_balance.
//
// node bench/crash-safety.mjs --db pglite|postgres [--rounds 3] [--writes 1000] [--concurrency 16]
//   [--port 3216] [--no-build]
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { API_DIR, arg, DATA_ROOT, machine, PG_ADMIN_URL, ROOT, signIn } from './lib/common.mjs';

const DB = arg('db', 'pglite');
const ROUNDS = Number(arg('rounds', 3));
const WRITES = Number(arg('writes', 1000));
const CONCURRENCY = Number(arg('concurrency', 16));
const PORT = Number(arg('port', 3216));
const URL_BASE = `http://127.0.0.1:${PORT}`;
const PG_URL = (() => {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = '/busops_crash';
  return u.toString();
})();
const ADMIN = '0901000002';
const PHONE_BASE = 977_000_000; // 0977000000.. : phones no demo account uses

if (!['pglite', 'postgres'].includes(DB)) throw new Error('--db pglite|postgres');
if (!arg('no-build'))
  execFileSync('pnpm', ['--filter', '@busops/api', 'build'], { cwd: ROOT, stdio: 'inherit' });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freshStorage(round) {
  if (DB === 'pglite') {
    const dir = resolve(DATA_ROOT, 'crash', `pglite-${round}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    return { dataDir: dir };
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS busops_crash WITH (FORCE)');
  await admin.query('CREATE DATABASE busops_crash');
  await admin.end();
  return { databaseUrl: PG_URL };
}

/** `node dist/server.js` (not a wrapper: SIGKILL must hit the process that holds the database). */
async function startServer(storage) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      SEED_DEMO: 'true',
      DATABASE_URL: storage.databaseUrl ?? '',
      DATA_DIR: storage.dataDir ?? resolve(DATA_ROOT, 'unused'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
  let gone = null;
  exited.then((e) => (gone = e));
  const started = Date.now();
  for (;;) {
    if (gone) throw new Error(`API exited (${JSON.stringify(gone)}):\n${log}`);
    try {
      if ((await fetch(`${URL_BASE}/health`)).ok) break;
    } catch {}
    if (Date.now() - started > 180_000) {
      child.kill('SIGKILL');
      throw new Error(`API did not answer /health within 180 s:\n${log}`);
    }
    await sleep(100);
  }
  return { child, exited, startMs: Date.now() - started, log: () => log };
}

async function call(headers, method, path, body, extra = {}) {
  const r = await fetch(`${URL_BASE}${path}`, {
    method,
    headers: { ...headers, ...extra, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: r.status, body: json };
}

function planWrites(round, targets) {
  return Array.from({ length: WRITES }, (_, i) =>
    i % 2 === 0
      ? { i, kind: 'create', phone: `0${PHONE_BASE + round * 10_000 + i}`, state: 'unsent' }
      : {
          i,
          kind: 'deposit',
          key: `crash-${round}-${i}-${Math.random().toString(36).slice(2, 10)}`,
          staffId: targets[i % targets.length].id,
          amount: 1000 * (1 + (i % 7)),
          state: 'unsent',
        },
  );
}

async function fire(headers, ops, server, killAfter) {
  let next = 0;
  let acked = 0;
  let killedAt = null;
  const kill = () => {
    if (killedAt !== null) return;
    killedAt = Date.now();
    server.child.kill('SIGKILL');
  };
  const one = async (op) => {
    op.state = 'sent';
    try {
      const res =
        op.kind === 'create'
          ? await call(headers, 'POST', '/bus/staff', {
              phone_number: op.phone,
              full_name: `Nhân viên thử ${op.i}`,
              role: op.i % 4 === 0 ? 5 : 6,
            })
          : await call(
              headers,
              'POST',
              '/bus/deposit',
              { staff_id: op.staffId, amount: op.amount, note: `crash:${op.key}` },
              { 'idempotency-key': op.key },
            );
      if (res.status >= 200 && res.status < 300) {
        op.state = 'ack';
        op.answer = res.body;
        acked++;
        if (acked === killAfter) kill();
      } else {
        op.state = 'refused';
        op.answer = res;
      }
    } catch {
      op.state = 'unknown'; // sent, no answer: the connection died with the server
    }
  };
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ops.length && killedAt === null) await one(ops[next++]);
    }),
  );
  kill(); // all answered before the chosen point (not expected): kill anyway
  const exit = await server.exited;
  return { ms: (killedAt ?? Date.now()) - started, exit };
}

async function openDirect(storage) {
  if (DB === 'pglite') {
    const client = new PGlite({ dataDir: storage.dataDir, extensions: { pg_trgm } });
    await client.waitReady;
    return { query: async (q, p) => (await client.query(q, p)).rows, close: () => client.close() };
  }
  const client = new pg.Client({ connectionString: storage.databaseUrl });
  await client.connect();
  return { query: async (q, p) => (await client.query(q, p)).rows, close: () => client.end() };
}

async function verify(storage, ops, targets) {
  const db = await openDirect(storage);
  const violations = [];
  const creates = ops.filter((o) => o.kind === 'create');
  const deposits = ops.filter((o) => o.kind === 'deposit');

  const people = await db.query(
    `select u.phone_number as phone, u.id as user_id, s.id as staff_id,
       (select count(*)::int from history h where h.entity = 'user' and h.entity_id = u.id::text and h.action = 'create') as user_history,
       (select count(*)::int from history h where h.entity = 'bus_staff' and h.entity_id = s.id::text and h.action = 'create') as staff_history
     from users u left join bus_staff s on s.user_id = u.id
     where u.phone_number like '+8497%'`,
  );
  const byPhone = new Map(people.map((p) => [`0${p.phone.slice(3)}`, p]));
  const complete = (p) => p && p.staff_id !== null && p.user_history === 1 && p.staff_history === 1;
  for (const p of people) {
    if (!complete(p)) violations.push(`half-written create ${p.phone}: ${JSON.stringify(p)}`);
  }

  const rows = await db.query(
    `select d.id, d.staff_id, d.amount::bigint as amount, d.balance_after::bigint as balance_after, d.note,
       (select count(*)::int from history h where h.entity = 'bus_staff' and h.action = 'deposit'
          and (h.after -> 'deposit' ->> 'id')::int = d.id) as history,
       (select count(*)::int from idempotency_keys k where k.operation_id = 'depositBusStaff'
          and (k.body ->> 'id')::int = d.id) as idempotency
     from deposits d where d.note like 'crash:%' order by d.id`,
  );
  const byKey = new Map();
  for (const r of rows) {
    const key = r.note.slice('crash:'.length);
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
    if (r.history !== 1 || r.idempotency !== 1) violations.push(`half-written deposit ${JSON.stringify(r)}`);
  }
  for (const [key, list] of byKey)
    if (list.length > 1) violations.push(`deposit ${key} recorded ${list.length} times`);

  const count = {
    ack: 0,
    ackFound: 0,
    unknown: 0,
    unknownPresent: 0,
    unknownAbsent: 0,
    refused: 0,
    unsent: 0,
  };
  const present = (op) => (op.kind === 'create' ? complete(byPhone.get(op.phone)) : byKey.has(op.key));
  const anything = (op) => (op.kind === 'create' ? byPhone.has(op.phone) : byKey.has(op.key));
  for (const op of [...creates, ...deposits]) {
    count[op.state]++;
    if (op.state === 'ack') {
      const found =
        op.kind === 'create'
          ? complete(byPhone.get(op.phone)) && byPhone.get(op.phone).staff_id === op.answer.id
          : byKey.get(op.key)?.[0].id === op.answer.id;
      if (found) count.ackFound++;
      else violations.push(`acknowledged ${op.kind} #${op.i} missing after restart`);
    } else if (op.state === 'unknown') {
      if (present(op)) count.unknownPresent++;
      else if (!anything(op)) count.unknownAbsent++;
    } else if (op.state === 'unsent' && anything(op)) {
      violations.push(`${op.kind} #${op.i} never sent but found`);
    } else if (op.state === 'refused') {
      violations.push(`${op.kind} #${op.i} refused: ${JSON.stringify(op.answer)}`);
    }
  }

  const [orphans] = await db.query(
    'select count(*)::int as n from bus_staff s left join users u on u.id = s.user_id where u.id is null',
  );
  if (orphans.n > 0) violations.push(`${orphans.n} bus_staff rows without their user`);
  for (const target of targets) {
    let balance = target.deposit_balance;
    for (const r of rows.filter((d) => d.staff_id === target.id)) {
      if (Number(r.balance_after) !== balance + Number(r.amount))
        violations.push(`deposit chain broken at deposit ${r.id} of staff ${target.id}`);
      balance = Number(r.balance_after);
    }
    const [staff] = await db.query('select deposit_balance::bigint as b from bus_staff where id = $1', [
      target.id,
    ]);
    if (Number(staff.b) !== balance)
      violations.push(`staff ${target.id}: deposit_balance ${staff.b} but the chain ends at ${balance}`);
  }
  await db.close();
  return { count, violations };
}

console.log(`crash-safety on ${DB}: ${ROUNDS} round(s) of ${WRITES} writes, ${CONCURRENCY} at a time`);
console.log(machine());
const totals = { ack: 0, ackFound: 0, unknown: 0, unknownPresent: 0, unknownAbsent: 0, violations: 0 };
for (let round = 1; round <= ROUNDS; round++) {
  const storage = await freshStorage(round);
  const first = await startServer(storage);
  const headers = await signIn(URL_BASE, ADMIN);
  const list = await call(headers, 'GET', '/bus/staff?page=0&size=4');
  const targets = list.body.items.map((s) => ({ id: s.id, deposit_balance: s.deposit_balance }));
  const ops = planWrites(round, targets);
  const killAfter = Math.floor(WRITES * (0.1 + 0.8 * Math.random()));
  const fired = await fire(headers, ops, first, killAfter);

  const second = await startServer(storage); // the data directory / database must open again
  const me = await call(await signIn(URL_BASE, ADMIN), 'GET', '/staff/me');
  second.child.kill('SIGTERM');
  await second.exited;
  const { count, violations } = await verify(storage, ops, targets);
  const written = ops.filter((o) => o.state !== 'unsent').length;
  console.log(
    `round ${round}: killed (${fired.exit.signal}) after ${fired.ms} ms at ${killAfter} acknowledged, ${written} sent; ` +
      `restart to /health ${second.startMs} ms, sign-in after restart ${me.status}; ` +
      `acknowledged ${count.ack}, found after restart ${count.ackFound}; in flight ${count.unknown}: ` +
      `${count.unknownPresent} fully present, ${count.unknownAbsent} fully absent; violations ${violations.length}`,
  );
  for (const v of violations.slice(0, 20)) console.log(`  violation: ${v}`);
  for (const k of ['ack', 'ackFound', 'unknown', 'unknownPresent', 'unknownAbsent']) totals[k] += count[k];
  totals.violations += violations.length;
}
console.log(
  `total on ${DB}: acknowledged ${totals.ack}, found after restart ${totals.ackFound}, in flight ${totals.unknown} ` +
    `(${totals.unknownPresent} present, ${totals.unknownAbsent} absent), violations ${totals.violations}`,
);
