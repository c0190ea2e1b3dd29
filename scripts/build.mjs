// Builds what the product runs from: the shared config (CommonJS for Strapi), the CMS (server
// code and admin panel) and the web app. `--if-missing` builds only parts whose output is absent
// or older than their sources, so `npm start` is quick after the first time.
// First: on a Node that engines does not allow, one line and exit before anything else runs.
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/stack.mjs';

const onlyStale = process.argv.includes('--if-missing');
const SKIP = new Set(['node_modules', 'dist', 'build', '.tmp', '.cache', '.strapi', 'public', 'types']);

/** @param {string} dir @returns {number} */
function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  // A directory's own mtime moves when a file is added, removed or renamed in it.
  newest = fs.statSync(dir).mtimeMs;
  if (!fs.statSync(dir).isDirectory()) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.endsWith('.test.ts')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** @param {string} file */
function outputMtime(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1;
}

const parts = [
  {
    name: 'config',
    sources: [path.join(root, 'config', 'src')],
    output: path.join(root, 'config', 'dist', 'platform', 'index.js'),
    cmd: ['npx', 'tsc', '-p', 'config/tsconfig.build.json'],
  },
  ...fs
    .readdirSync(path.join(root, 'cms-plugins'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      name: `plugin ${d.name}`,
      sources: [
        path.join(root, 'cms-plugins', d.name, 'server'),
        path.join(root, 'cms-plugins', d.name, 'package.json'),
        path.join(root, 'config', 'src'),
      ],
      output: path.join(root, 'cms-plugins', d.name, 'dist', 'server', 'index.js'),
      cmd: ['npm', 'run', 'build', '--workspace', `cms-plugins/${d.name}`],
    })),
  {
    name: 'cms',
    sources: [path.join(root, 'cms', 'src'), path.join(root, 'cms', 'config'), path.join(root, 'config', 'src')],
    output: path.join(root, 'cms', 'dist', 'build', 'index.html'),
    cmd: ['npm', 'run', 'build', '--workspace', 'cms'],
  },
  {
    name: 'web',
    sources: [path.join(root, 'web', 'app'), path.join(root, 'web', 'vite.config.ts'), path.join(root, 'config', 'src')],
    output: path.join(root, 'web', 'build', 'server', 'index.js'),
    cmd: ['npm', 'run', 'build', '--workspace', 'web'],
  },
];

for (const part of parts) {
  const built = outputMtime(part.output);
  const stale = built < Math.max(...part.sources.map(newestMtime));
  if (onlyStale && !stale) continue;
  console.log(`[build] ${part.name}${built < 0 ? ' (first build)' : stale ? ' (sources changed)' : ''}`);
  const result = spawnSync(part.cmd[0], part.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', NODE_OPTIONS: '--max-old-space-size=4096' },
  });
  if (result.status !== 0) {
    console.error(`[build] ${part.name} failed`);
    process.exit(result.status ?? 1);
  }
  // Touch the output so a build that wrote nothing new still counts as fresh.
  if (fs.existsSync(part.output)) fs.utimesSync(part.output, new Date(), new Date());
}
