// A customer's photo and attachments: checked by extension AND content (magic bytes) and size, stored
// under server-made keys, served only through getMemberFile to the member's company with nosniff;
// the S3-compatible adapter against a local stand-in that checks the SigV4 signature.
import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3StorageConfig } from '../../src/config.ts';
import { localFileStorage } from '../../src/storage/local-storage.ts';
import { s3FileStorage } from '../../src/storage/s3-storage.ts';
import { createTestApp, type TestApp } from '../harness.ts';

const SALE = '0901000008';
const OTHER = '0902000002';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);

let t: TestApp;
beforeAll(async () => {
  // Small quotas so the edges are reached with small files (the seeded demo stores no attachment).
  t = await createTestApp({
    uploadMaxBytes: 64 * 1024,
    attachmentQuota: { memberFiles: 3, memberBytes: 300, companyFiles: 9, companyBytes: 10_000 },
  });
}, 180_000);
afterAll(() => t.close());

const upload = (path: string, name: string, bytes: Buffer, as = SALE) =>
  t.call(path.endsWith('photo') ? 'PUT' : 'POST', path, {
    as,
    query: { name },
    headers: { 'content-type': 'application/octet-stream' },
    body: bytes,
  });

async function newMember(phone: string) {
  const res = await t.call('POST', '/members', {
    as: SALE,
    body: { phone_number: phone, full_name: 'Khách Có Tệp' },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe('member files', () => {
  it('stores a photo and attachments and serves them back with their checked type', async () => {
    const id = await newMember('0955000001');
    const photo = await upload(`/members/${id}/photo`, 'chan-dung.png', PNG);
    expect(photo.status).toBe(200);
    expect(photo.body.image_url).toMatch(new RegExp(`^/members/${id}/files/\\d+$`));
    const pdf = await upload(`/members/${id}/attachments`, '../../etc/Giấy xác nhận.pdf', PDF);
    expect(pdf.status).toBe(201);
    const [attachment] = pdf.body.attachments;
    expect(attachment).toMatchObject({ name: 'Giấy xác nhận.pdf', type: 'pdf' });

    const file = await t.call('GET', attachment.url, { as: SALE });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-disposition'])).toContain('attachment');
    expect(file.raw.equals(PDF)).toBe(true);
    const image = await t.call('GET', photo.body.image_url, { as: SALE });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.raw.equals(PNG)).toBe(true);

    // Another company: 404 for the file, the upload and the deletion; nothing changes.
    const before = await t.digest();
    expect((await t.call('GET', attachment.url, { as: OTHER })).status).toBe(404);
    expect((await upload(`/members/${id}/attachments`, 'x.pdf', PDF, OTHER)).status).toBe(404);
    expect(
      (await t.call('DELETE', `/members/${id}/attachments/${attachment.id}`, { as: OTHER })).status,
    ).toBe(404);
    expect(await t.digest()).toBe(before);

    const removed = await t.call('DELETE', `/members/${id}/attachments/${attachment.id}`, { as: SALE });
    expect(removed.status).toBe(200);
    expect(removed.body.attachments).toEqual([]);
    expect((await t.call('GET', attachment.url, { as: SALE })).status).toBe(404);
  });

  it('refuses wrong magic bytes, an .exe renamed .png, a type not accepted and a file too big', async () => {
    const id = await newMember('0955000002');
    const before = await t.digest();
    const cases: Array<[string, string, Buffer, number]> = [
      ['attachments', 'virus.png', EXE, 400],
      ['attachments', 'scan.pdf', PNG, 400],
      ['attachments', 'tool.exe', EXE, 400],
      ['photo', 'giay.pdf', PDF, 400],
      ['attachments', 'empty.png', Buffer.alloc(0), 400],
      ['attachments', 'big.png', Buffer.concat([PNG, Buffer.alloc(70 * 1024)]), 413],
    ];
    for (const [where, name, bytes, status] of cases) {
      const res = await upload(`/members/${id}/${where}`, name, bytes);
      expect(res.status, name).toBe(status);
      expect(res.body.message, name).toMatch(/[À-ỹ]/u);
    }
    const json = await t.call('POST', `/members/${id}/attachments`, {
      as: SALE,
      query: { name: 'a.png' },
      body: { a: 1 },
    });
    expect(json.status).toBe(400);
    expect(await t.digest()).toBe(before);
  });
});

/** A PNG of `size` bytes (its signature, then filler). */
const pngOf = (size: number) => Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(size - 8, 2)]);

describe('attachment quota and names (issue 18, findings 8 and 10)', () => {
  it('stores a name with CR/LF, tabs or a direction override as one clean line', async () => {
    const id = await newMember('0955000010');
    const res = await upload(`/members/${id}/attachments`, ' a\r\nb\t\u202Ec.pdf ', PDF);
    expect(res.status).toBe(201);
    expect(res.body.attachments[0].name).toBe('a b c.pdf');
    const file = await t.call('GET', res.body.attachments[0].url, { as: SALE });
    expect(String(file.headers['content-disposition'])).not.toMatch(/[\r\n]/);
    expect(
      (await t.call('DELETE', `/members/${id}/attachments/${res.body.attachments[0].id}`, { as: SALE }))
        .status,
    ).toBe(200);
  });

  it('refuses past the member count and bytes, counts a removal back, and records only the file changed', async () => {
    const a = await newMember('0955000011');
    for (let i = 1; i <= 3; i++) {
      expect((await upload(`/members/${a}/attachments`, `giay-${i}.png`, PNG)).status).toBe(201);
    }
    const before = await t.digest();
    const fourth = await upload(`/members/${a}/attachments`, 'giay-4.png', PNG);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ errorCode: 'ATTACHMENT_QUOTA' });
    expect(fourth.body.message).toContain('tối đa 3 tệp');
    expect(await t.digest()).toBe(before);

    const member = await t.call('GET', `/members/${a}`, { as: SALE });
    const removed = member.body.attachments[0];
    expect((await t.call('DELETE', `/members/${a}/attachments/${removed.id}`, { as: SALE })).status).toBe(
      200,
    );
    expect((await upload(`/members/${a}/attachments`, 'giay-5.png', PNG)).status).toBe(201);

    // The history names the one file added or removed, never the whole list.
    const history = await t.call('GET', '/history', {
      as: SALE,
      query: { entity: 'member', record_id: a, size: 10 },
    });
    expect(history.status).toBe(200);
    const [added, deleted] = history.body.items;
    expect(added.changes).toEqual([
      { field: 'attachment', after: expect.objectContaining({ name: 'giay-5.png', size: PNG.length }) },
    ]);
    expect(deleted.changes).toEqual([
      { field: 'attachment', before: expect.objectContaining({ id: removed.id, name: removed.name }) },
    ]);
    const updates = history.body.items.filter((row: { action: string }) => row.action === 'update');
    expect(updates).toHaveLength(5);
    expect(JSON.stringify(updates)).not.toContain('attachments');

    const b = await newMember('0955000012');
    expect((await upload(`/members/${b}/attachments`, 'lon.png', pngOf(250))).status).toBe(201);
    const bytes = await upload(`/members/${b}/attachments`, 'them.png', pngOf(60));
    expect(bytes.status).toBe(409);
    expect(bytes.body.message).toMatch(/dung lượng.*300 B/);
  });

  it('lets one of two parallel uploads at a member edge and at the company edge pass, never both', async () => {
    // The company holds 4 attachments now (3 and 1 of the two members above); its quota is 9.
    const e = await newMember('0955000013');
    expect((await upload(`/members/${e}/attachments`, 'e1.png', PNG)).status).toBe(201);
    expect((await upload(`/members/${e}/attachments`, 'e2.png', PNG)).status).toBe(201);
    const atMember = await Promise.all([
      upload(`/members/${e}/attachments`, 'e3.png', PNG),
      upload(`/members/${e}/attachments`, 'e4.png', PNG),
    ]);
    expect(atMember.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await t.call('GET', `/members/${e}`, { as: SALE })).body.attachments).toHaveLength(3);

    // 8 of 9 after this one; then two members' uploads in parallel: one passes, the other finds 9 of 9.
    const c = await newMember('0955000014');
    expect((await upload(`/members/${c}/attachments`, 'c1.png', PNG)).status).toBe(201);
    const d = await newMember('0955000015');
    const atCompany = await Promise.all([
      upload(`/members/${c}/attachments`, 'c2.png', PNG),
      upload(`/members/${d}/attachments`, 'd1.png', PNG),
    ]);
    expect(atCompany.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = atCompany.find((r) => r.status === 409)!;
    expect(refused.body.message).toContain('Công ty đã lưu đủ 9 tệp');
    const next = await upload(`/members/${d}/attachments`, 'd2.png', PNG);
    expect(next.status).toBe(409);
  });
});

/** A minimal S3 stand-in: checks each request's SigV4 signature, keeps objects in memory. */
function s3StandIn(config: Omit<S3StorageConfig, 'endpoint'>) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const auth = String(req.headers.authorization ?? '');
      const m =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
          auth,
        );
      const payloadHash = createHash('sha256').update(body).digest('hex');
      if (
        !m ||
        m[1] !== config.accessKeyId ||
        m[3] !== config.region ||
        req.headers['x-amz-content-sha256'] !== payloadHash
      ) {
        res.writeHead(403).end('bad credential');
        return;
      }
      const names = m[4]!.split(';');
      const canonical = [
        req.method,
        req.url!.split('?')[0],
        '',
        ...names.map((n) => `${n}:${String(req.headers[n]).trim()}`),
        '',
        m[4],
        payloadHash,
      ].join('\n');
      const amzDate = String(req.headers['x-amz-date']);
      const scope = `${m[2]}/${config.region}/s3/aws4_request`;
      const toSign = [
        'AWS4-HMAC-SHA256',
        amzDate,
        scope,
        createHash('sha256').update(canonical).digest('hex'),
      ].join('\n');
      const h = (k: string | Buffer, d: string) => createHmac('sha256', k).update(d).digest();
      const key = h(h(h(h(`AWS4${config.secretAccessKey}`, m[2]!), config.region), 's3'), 'aws4_request');
      if (createHmac('sha256', key).update(toSign).digest('hex') !== m[5]) {
        res.writeHead(403).end('SignatureDoesNotMatch');
        return;
      }
      seen.push(`${req.method} ${req.url}`);
      const path = decodeURIComponent(req.url!);
      if (req.method === 'PUT') {
        objects.set(path, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const o = objects.get(path);
        if (!o) res.writeHead(404).end('NoSuchKey');
        else res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects, seen };
}

describe('S3-compatible storage', () => {
  const creds = {
    kind: 's3' as const,
    bucket: 'busops-files',
    region: 'ap-southeast-1',
    accessKeyId: 'AKIATEST',
    secretAccessKey: 'secret/key+1',
  };
  const standIn = s3StandIn(creds);
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((r) => standIn.server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => standIn.server.close(() => r())));

  it('puts, gets and deletes signed objects; a wrong secret is refused', async () => {
    const store = s3FileStorage({ ...creds, endpoint });
    const key = 'members/2/7/4f0c-ảnh.png'.replace('ảnh', 'anh');
    await store.put(key, PNG, 'image/png');
    expect(standIn.objects.get(`/busops-files/${key}`)?.type).toBe('image/png');
    expect((await store.get(key))?.equals(PNG)).toBe(true);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(standIn.seen.map((s) => s.split(' ')[0])).toEqual(['PUT', 'GET', 'DELETE', 'GET']);

    const wrong = s3FileStorage({ ...creds, endpoint, secretAccessKey: 'other' });
    await expect(wrong.put(key, PNG, 'image/png')).rejects.toThrow(/403/);
  });

  it('stores a file from disk as a stream and opens it as one (export jobs), both adapters', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'busops-storage-'));
    try {
      // 3 MiB of varied bytes: several chunks each way, the SHA-256 of all of them signed.
      const big = Buffer.alloc(3 * 1024 * 1024);
      for (let i = 0; i < big.length; i++) big[i] = (i * 7919) % 251;
      const source = join(dir, 'source.xlsx');
      await writeFile(source, big);
      const read = async (file: { stream: NodeJS.ReadableStream; size: number | null } | null) => {
        const chunks: Buffer[] = [];
        for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
        return { bytes: Buffer.concat(chunks), size: file!.size };
      };
      for (const store of [s3FileStorage({ ...creds, endpoint }), localFileStorage(join(dir, 'store'))]) {
        await store.putFile('exports/2/41.xlsx', source, 'application/octet-stream');
        const opened = await read(await store.open('exports/2/41.xlsx'));
        expect(opened.size).toBe(big.length);
        expect(opened.bytes.equals(big)).toBe(true);
        expect(await store.open('exports/2/none.xlsx')).toBeNull();
        await store.delete('exports/2/41.xlsx');
        expect(await store.open('exports/2/41.xlsx')).toBeNull();
      }
      expect(standIn.objects.size).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves a member file through the API from the S3 stand-in', async () => {
    const app = await createTestApp({ fileStorage: { ...creds, endpoint } });
    try {
      const created = await app.call('POST', '/members', {
        as: SALE,
        body: { phone_number: '0955000003', full_name: 'Khách S3' },
      });
      const res = await app.call('POST', `/members/${created.body.id}/attachments`, {
        as: SALE,
        query: { name: 'the.png' },
        headers: { 'content-type': 'application/octet-stream' },
        body: PNG,
      });
      expect(res.status).toBe(201);
      expect([...standIn.objects.keys()].some((k) => k.startsWith(`/busops-files/members/`))).toBe(true);
      const file = await app.call('GET', res.body.attachments[0].url, { as: SALE });
      expect(file.raw.equals(PNG)).toBe(true);
    } finally {
      await app.close();
    }
  }, 180_000);
});
