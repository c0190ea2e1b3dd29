import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import routeShape from './route-shape.js';

RuleTester.describe = describe;
RuleTester.it = it;

// The orphan check looks beside the file on disk, so the routes folder is a real one.
const routes = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'route-shape-')), 'web', 'app', 'routes');
fs.mkdirSync(routes, { recursive: true });
for (const file of ['videos.$videoId.tsx', 'videos.$videoId.server.ts', 'admin.mentors[.]csv.ts'])
  fs.writeFileSync(path.join(routes, file), '');
const at = (file: string) => path.join(routes, file);

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const goodPage = `
import { useLoaderData } from '@remix-run/react';
import { chromeUi } from '@dharma/config';
import type { loader } from './videos.$videoId.server';

export { headers, loader } from './videos.$videoId.server';

export const meta = () => [{ title: chromeUi.siteName }];

export default function Video() {
  const { video } = useLoaderData<typeof loader>();
  return <h1>{video.title}</h1>;
}
`;

const inlinePage = `
import { useLoaderData } from '@remix-run/react';
import { getVideo } from '~/lib/api/library.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

export async function loader({ params }) {
  return { video: await getVideo(params.videoId) };
}

export default function Video() {
  const { video } = useLoaderData<typeof loader>();
  return <h1>{video.title}</h1>;
}
`;

tester.run('route-shape', routeShape, {
  valid: [
    { name: 'a page that re-exports from its own .server.ts', filename: at('videos.$videoId.tsx'), code: goodPage },
    {
      name: 'a resource route of one line',
      filename: at('admin.mentors[.]csv.ts'),
      code: "export { loader } from './admin.mentors[.]csv.server';",
    },
    {
      name: 'a .server.ts with its route beside it',
      filename: at('videos.$videoId.server.ts'),
      code: "import { getVideo } from '~/lib/api/library.server';\nexport const loader = () => getVideo('x');",
    },
    {
      name: 'a file outside routes/ is not a route',
      filename: path.join(routes, '..', 'lib', 'x.ts'),
      code: 'export const loader = () => null;',
    },
  ],
  invalid: [
    {
      name: 'a page with its loader and headers inline, reaching the CMS and the server',
      filename: at('videos.$videoId.tsx'),
      code: inlinePage,
      errors: [{ messageId: 'reach' }, { messageId: 'reach' }, { messageId: 'inline' }, { messageId: 'inline' }],
    },
    {
      name: "a page that takes another route's loader",
      filename: at('videos.$videoId.tsx'),
      code: "export { loader } from './videos.server';\nexport default function V() { return null; }",
      errors: [{ messageId: 'reach' }, { messageId: 'elsewhere' }],
    },
    {
      name: 'an action exported by name from a local function',
      filename: at('videos.$videoId.tsx'),
      code: 'async function action() { return null; }\nexport { action };',
      errors: [{ messageId: 'inline' }],
    },
    {
      name: 'a .server.ts with no route beside it',
      filename: at('videos.server.ts'),
      code: 'export const loader = () => null;',
      errors: [{ messageId: 'orphan' }],
    },
  ],
});
