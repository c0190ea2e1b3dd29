import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Scripts for pages that React does not hydrate (`handle.hydrate === false`): each is built as an
 * entry of its own in the client build (fingerprinted under /assets, like Remix's chunks), and
 * the server build reads its URL from `virtual:enhancers`. The client build runs first and
 * leaves the URLs in `build/enhancers.json` for the server build; under the dev server a script
 * is its source path, which Vite serves compiled.
 */
export const ENHANCERS = { home: 'app/enhance/home.ts', forms: 'app/enhance/in-place.ts' } as const;

const VIRTUAL = 'virtual:enhancers';

export function enhancers(): Plugin {
  let root = '';
  let serving = false;
  let ssr = false;
  const refs = new Map<string, string>();
  const record = () => path.join(root, 'build', 'enhancers.json');
  return {
    name: 'dharma-enhancers',
    configResolved(config) {
      root = config.root;
      serving = config.command === 'serve';
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      if (serving || ssr) return;
      for (const [name, file] of Object.entries(ENHANCERS))
        refs.set(name, this.emitFile({ type: 'chunk', id: path.join(root, file), name: `enhance-${name}` }));
    },
    generateBundle() {
      if (!refs.size) return;
      const urls = Object.fromEntries([...refs].map(([name, ref]) => [name, `/${this.getFileName(ref)}`]));
      fs.mkdirSync(path.dirname(record()), { recursive: true });
      fs.writeFileSync(record(), JSON.stringify(urls));
    },
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      const urls = serving
        ? Object.fromEntries(Object.entries(ENHANCERS).map(([name, file]) => [name, `/${file}`]))
        : ssr
          ? (JSON.parse(fs.readFileSync(record(), 'utf8')) as Record<string, string>)
          : {};
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
