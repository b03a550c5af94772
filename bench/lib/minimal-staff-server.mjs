// The floor of issue 8: Fastify + the bare driver and nothing else, answering GET /bus/staff?page=&size= with
// the same SQL the API runs for it (no keyword, with total): the users ⋈ bus_staff principal query of
// loadPrincipal (which checks the session in the same statement), then the page and count(*) of
// listStaffPage side by side. The ID token is checked here with node:crypto (HS256, same secret as the API under bench). No schema
// validation, no hooks, no logger, no drizzle. Started by api-throughput.mjs as its own process:
//   PORT=3217 DATABASE_URL=postgres://... AUTH_SECRET=... node bench/lib/minimal-staff-server.mjs   (pg pool)
//   PORT=3217 DATA_DIR=bench/.data/...    AUTH_SECRET=... node bench/lib/minimal-staff-server.mjs   (PGlite)
// PGlite: the API's own driver, opened in this process on the data directory the API used (the API is
// stopped first: a data directory has one owner).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { API_DIR, APP_KEY } from './common.mjs';

// fastify is a dependency of apps/api: the same copy the product runs on
const require = createRequire(resolve(API_DIR, 'package.json'));
const Fastify = require('fastify');

const port = Number(process.env.PORT ?? 3217);
const key = Buffer.from(process.env.AUTH_SECRET ?? '');
/** `query(text, values, array)`: rows as objects, or as arrays when `array`. */
const query = await openDriver();

async function openDriver() {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }); // as apps/api/src/db/client.ts
    return Object.assign(
      (text, values, array) => pool.query({ text, values, rowMode: array ? 'array' : undefined }),
      { end: () => pool.end() },
    );
  }
  const lite = new PGlite({ dataDir: process.env.DATA_DIR, extensions: { pg_trgm } });
  await lite.waitReady;
  return Object.assign(
    async (text, values, array) => {
      const r = await lite.query(text, values, array ? { rowMode: 'array' } : undefined);
      return { rows: r.rows, rowCount: r.rows.length };
    },
    { end: () => lite.close() },
  );
}

const PRINCIPAL_SQL = `select "users"."id", "users"."phone_number", "users"."full_name", "users"."email", "users"."password_hash", "users"."org_id", "users"."current_company_id", "users"."active_super_company", "users"."belong_super_company", "users"."enabled_bus_companies_id", "users"."fb_app_id", "users"."created_at", "users"."updated_at", "bus_staff"."id", "bus_staff"."company_id", "bus_staff"."user_id", "bus_staff"."full_name", "bus_staff"."phone_number", "bus_staff"."email", "bus_staff"."staff_code", "bus_staff"."role", "bus_staff"."role_id", "bus_staff"."status", "bus_staff"."deposit_balance", "bus_staff"."search_text", "bus_staff"."created_at", "bus_staff"."updated_at" from "users" left join "bus_staff" on ("bus_staff"."user_id" = "users"."id" and "bus_staff"."company_id" = case when "users"."active_super_company" then $1
    else coalesce("users"."current_company_id", case when "users"."org_id" > 0 then "users"."org_id" end) end) where ("users"."id" = $2 and exists (select 1 from "sessions" where "sessions"."id" = $3
      and "sessions"."user_id" = "users"."id" and "sessions"."revoked_at" is null))`;
const PAGE_COLUMNS = `select "bus_staff"."id", "bus_staff"."user_id", "bus_staff"."company_id", "companies"."name", "bus_staff"."phone_number", "bus_staff"."full_name", "bus_staff"."email", "bus_staff"."staff_code", "bus_staff"."role", "bus_staff"."role_id", "roles"."name", "bus_staff"."status", "bus_staff"."deposit_balance", "bus_staff"."created_at", "bus_staff"."updated_at" from "bus_staff" inner join "companies" on "companies"."id" = "bus_staff"."company_id" left join "roles" on "roles"."id" = "bus_staff"."role_id"`;
const ORDER = 'order by "bus_staff"."created_at" desc, "bus_staff"."id" desc';

const superId = (await query('select "id" from "companies" where "companies"."is_super" = true limit 1', []))
  .rows[0]?.id;
if (superId === undefined) throw new Error('no super company: start the API once on this database first');

/** HS256 JWT of the local identity provider: payload or null. */
function verifyIdToken(token) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const mac = createHmac('sha256', key).update(`${parts[0]}.${parts[1]}`).digest();
  const sig = Buffer.from(parts[2], 'base64url');
  if (sig.length !== mac.length || !timingSafeEqual(sig, mac)) return null;
  const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString());
  if (payload.iss !== 'busops' || payload.typ !== 'id' || typeof payload.sid !== 'string' || !payload.sub)
    return null;
  if (typeof payload.exp === 'number' && payload.exp * 1000 < Date.now()) return null;
  return payload;
}

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.get('/bus/staff', async (req, reply) => {
  if (req.headers['x-access-token'] !== APP_KEY) return reply.code(401).send({ message: 'app key' });
  const auth = req.headers.authorization ?? '';
  const payload = auth.startsWith('Bearer ') ? verifyIdToken(auth.slice(7)) : null;
  if (!payload) return reply.code(401).send({ message: 'unauthorized' });
  // the principal and, in the same statement, the session check (as apps/api/src/access/principal.ts)
  const principal = await query(PRINCIPAL_SQL, [superId, Number(payload.sub), payload.sid], true);
  const u = principal.rows[0];
  if (!u) return reply.code(401).send({ message: 'unauthorized' });
  // users: 5 org_id, 6 current_company_id, 7 active_super_company; bus_staff.id at 13
  const hasStaff = u[13] !== null;
  let companyIds;
  if (u[7]) {
    const current = u[6] ?? superId;
    companyIds = current === superId ? 'all' : [current];
  } else {
    const current = u[6] ?? (u[5] > 0 ? u[5] : null);
    companyIds = hasStaff && current !== null ? [current] : [];
  }
  const size = Number(req.query.size ?? 20);
  const offset = Number(req.query.page ?? 0) * size;
  let where = '';
  const params = [];
  if (companyIds !== 'all') {
    if (companyIds.length === 0) where = 'where false';
    else {
      params.push(companyIds[0]);
      where = 'where "bus_staff"."company_id" in ($1)';
    }
  }
  const pageParams = [...params, size];
  let pageSql = `${PAGE_COLUMNS} ${where} ${ORDER} limit $${pageParams.length}`;
  if (offset > 0) {
    pageParams.push(offset);
    pageSql += ` offset $${pageParams.length}`;
  }
  const [page, count] = await Promise.all([
    query(pageSql, pageParams, true),
    query(`select count(*) from "bus_staff" ${where}`, params),
  ]);
  // user_id is read but not answered: the product's response schema leaves it out
  return {
    items: page.rows.map((r) => ({
      id: r[0],
      company_id: r[2],
      company_name: r[3],
      phone_number: r[4],
      full_name: r[5],
      email: r[6],
      staff_code: r[7],
      role: r[8],
      role_id: r[9],
      role_name: r[10],
      status: r[11],
      deposit_balance: Number(r[12]),
      created_at: r[13].toISOString(),
      updated_at: r[14].toISOString(),
    })),
    total: Number(count.rows[0].count),
  };
});

await app.listen({ port, host: '127.0.0.1' });
console.log(`minimal server on http://127.0.0.1:${port}`);
const stop = async () => {
  await app.close();
  await query.end();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
