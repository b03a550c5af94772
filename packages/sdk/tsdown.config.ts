// Builds the published form of @busops/sdk: ESM JavaScript and .d.ts per entry point into dist/.
// Inside the workspace nothing reads dist/: the `@busops/source` export condition sends the console,
// the API and the tests to src/ (README "Built package and workspace sources").
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    operations: 'src/gen/operations.gen.ts',
    schema: 'src/gen/schema.gen.ts',
    'request-fields': 'src/gen/request-fields.gen.ts',
    validation: 'src/validation.ts',
    phone: 'src/phone.ts',
    node: 'src/node.ts',
    'validators/index': 'src/gen/validators/index.gen.ts',
    'validators/*': 'src/gen/validators/*.gen.ts',
  },
  format: 'esm',
  // Node 24 and the browsers the console supports; nothing older is promised.
  target: ['node24', 'es2023'],
  platform: 'neutral',
  dts: true,
  sourcemap: true,
  clean: true,
  // The bundled contract, for tools that read it (`@busops/sdk/openapi.json`); the 6 MB dereferenced one
  // is the API's alone and is not published.
  copy: [{ from: 'src/gen/openapi.gen.json', to: 'dist', rename: 'openapi.json' }],
  // openapi-fetch, eventsource-parser and content-disposition stay imports (dependencies in package.json).
});
