// GET /docs/sdk/: the API reference of @busops/sdk (typedoc HTML, built by `pnpm --filter @busops/sdk
// docs` or the package's `build` into packages/sdk/reference/), beside /docs, the contract's reference.
// Served only when it has been built: a checkout that never built it has /docs alone.
// typedoc pages load their own scripts and styles and run one inline script (the colour theme), the
// same on every page: the policy allows 'self' and that script by hash, nothing else.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The page policy: own files, the inline scripts of `html` by hash, no framing, no forms. */
export function sdkDocsPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'none'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Serves the SDK reference at /docs/sdk/ when `dir` holds one; answers whether it does. */
export async function installSdkDocs(app: FastifyInstance, dir: string | null): Promise<boolean> {
  const index = dir ? join(dir, 'index.html') : null;
  if (!dir || !index || !existsSync(index)) return false;
  const policy = sdkDocsPolicy(readFileSync(index, 'utf8'));
  // In a scope of its own: reply.sendFile here serves this directory, the console's stays the console's.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: dir,
      serve: false,
      index: false,
      setHeaders: (res) => {
        res.setHeader('content-security-policy', policy);
        // Regenerated with each build of the SDK under the same names.
        res.setHeader('cache-control', 'no-cache');
      },
    });
    // The router ignores a trailing slash, so this route answers both /docs/sdk and /docs/sdk/: the bare
    // one is sent to the slash, where the pages' relative links (assets/main.js) resolve.
    scope.get('/docs/sdk', (request, reply) =>
      request.url.split('?')[0]?.endsWith('/')
        ? reply.sendFile('index.html')
        : reply.redirect('/docs/sdk/', 301),
    );
    // send() refuses paths that climb out of root (404), dotfiles included.
    scope.get<{ Params: { '*': string } }>('/docs/sdk/*', (request, reply) =>
      reply.sendFile(request.params['*'] || 'index.html'),
    );
  });
  return true;
}
