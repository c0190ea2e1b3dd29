import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { enhancers } from './vite-enhancers';

const configSource = fileURLToPath(new URL('../config/src/', import.meta.url));

export default defineConfig({
  resolve: {
    // The shared rules are compiled into web's bundles from source: one copy, no build step between.
    alias: [
      // A room's entry (`@dharma/config/rules`) or one platform module (`@dharma/config/platform/env`); decision 047.
      { find: /^@dharma\/config\/(rules|contracts|words|platform)$/, replacement: `${configSource}$1/index.ts` },
      { find: /^@dharma\/config\/platform\/([a-z-]+)$/, replacement: `${configSource}platform/$1.ts` },
      { find: /^~\//, replacement: fileURLToPath(new URL('./app/', import.meta.url)) },
    ],
  },
  server: { host: '127.0.0.1', port: 3000 },
  plugins: [
    enhancers(),
    remix({
      // A route's loader and action may live beside it in `<route>.server.ts`: not a route itself.
      ignoredRouteFiles: ['**/.*', '**/*.server.*'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
      },
    }),
  ],
});
