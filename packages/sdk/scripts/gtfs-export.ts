// CLI: the company's GTFS feed into a file, signing in like the SDK's Node example (password, then
// the identity token).
//   BUSOPS_URL=http://localhost:3000 BUSOPS_PHONE=0901000002 BUSOPS_PASSWORD=... \
//     pnpm --filter @busops/sdk gtfs:export -- --out feed.zip
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { createClient, downloadGtfsFeed, IdTokenSource, toLocalPhone } from '../src/index.ts';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = resolve(
  process.env.INIT_CWD ?? process.cwd(),
  outIndex >= 0 ? (args[outIndex + 1] ?? 'gtfs.zip') : 'gtfs.zip',
);
const baseUrl = process.env.BUSOPS_URL ?? 'http://localhost:3000';
const appKey = process.env.BUSOPS_APP_KEY ?? 'busops-admin';
const phone = process.env.BUSOPS_PHONE;
const password = process.env.BUSOPS_PASSWORD;
if (!phone || !password) {
  console.error('Cần BUSOPS_PHONE và BUSOPS_PASSWORD (tài khoản Quản trị công ty)');
  process.exit(2);
}

const identity = new IdTokenSource({ baseUrl, appKey });
const api = createClient({ baseUrl, appKey, getIdToken: () => identity.getIdToken() });
const { data: login } = await api.POST('/auth/login', {
  body: { grant_type: 'password', username: toLocalPhone(phone), password },
});
if (!login) throw new Error('Đăng nhập thất bại');
await identity.signInWithCustomToken(login.customToken);
const started = Date.now();
const result = await downloadGtfsFeed(
  api,
  Writable.toWeb(createWriteStream(out)) as WritableStream<Uint8Array>,
);
console.log(
  `${result.filename}: ${(result.bytes / 1e6).toFixed(1)} MB -> ${out} (${Date.now() - started} ms)`,
);
