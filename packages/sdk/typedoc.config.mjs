// API reference of @busops/sdk, generated from its types and doc comments (`pnpm --filter @busops/sdk
// docs`, also part of `build`). Written to reference/ (not dist/: tsdown cleans dist/ and the npm package
// does not carry it); the API serves it at /docs/sdk/ when it exists (apps/api/src/http/sdk-docs.ts).
import { OptionDefaults } from 'typedoc';

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  name: '@busops/sdk',
  entryPoints: ['src/index.ts', 'src/node.ts', 'src/validation.ts', 'src/phone.ts'],
  out: 'reference',
  readme: 'README.md',
  tsconfig: 'tsconfig.json',
  excludePrivate: true,
  excludeInternal: true,
  hideGenerator: true,
  // Links to source lines would point into this repository, which readers of the reference may not have.
  disableSources: true,
  // openapi-typescript writes each schema's description as @description and a const as @constant.
  blockTags: [...OptionDefaults.blockTags, '@description', '@constant'],
  validation: { notExported: false, invalidLink: true, notDocumented: false },
};
