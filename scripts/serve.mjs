// `npm run serve [-- web|cms]`: the production start. Runs the built CMS and web server with
// NODE_ENV=production on the environment it is given (systemd's EnvironmentFile, or the file named
// by DHARMA_ENV_FILE): it never generates a secret, never builds, never starts the Kakao stand-in
// and never adds demo content, and it refuses to start, naming every variable that is missing or
// unsafe, before either process touches the database.
//
// `--check` only checks. With `web` or `cms` it becomes that one process (what the systemd units
// run, each with its own environment file: web.env for web, cms.env for the CMS, so systemd's stop
// signal reaches the server itself); web is refused while its environment holds any of the CMS's
// secrets. With no argument it runs both as children from one environment, handing web only its
// share (never the CMS's secrets), and passes SIGTERM/SIGINT on to them.
// First: on a Node that engines does not allow, one line and exit before anything else runs.
import './check-node.mjs';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadChosenEnvFile } from './lib/env-file.mjs';
import { root, runTogether, startCms, startWeb } from './lib/stack.mjs';

const PARTS = {
  cms: {
    entry: path.join(root, 'cms', 'scripts', 'start.js'),
    cwd: path.join(root, 'cms'),
    built: path.join(root, 'cms', 'dist', 'build', 'index.html'),
  },
  web: {
    entry: path.join(root, 'web', 'server.mjs'),
    cwd: path.join(root, 'web'),
    built: path.join(root, 'web', 'build', 'server', 'index.js'),
  },
};
const say = (/** @type {string} */ line) => console.log(`[serve] ${line}`);
/** @type {(lines: string[]) => never} */
const refuse = (lines) => {
  console.error(`[serve] refusing to start in production:\n${lines.map((l) => `  - ${l}`).join('\n')}`);
  process.exit(1);
};

const args = process.argv.slice(2);
// --check: the same checks, then `ok` and exit, starting nothing (an operator editing web.env or cms.env).
const checkOnly = args.includes('--check');
const which = /** @type {keyof typeof PARTS | undefined} */ (args.find((a) => a !== '--check'));
if (which && !(which in PARTS)) refuse([`unknown part "${which}": use web, cms or nothing for both (and --check to only check)`]);
/** @type {(keyof typeof PARTS)[]} */
const parts = which ? [which] : ['cms', 'web'];

try {
  loadChosenEnvFile();
} catch (error) {
  refuse([/** @type {Error} */ (error).message]);
}
process.env.NODE_ENV = 'production';
// A production database starts empty of demo learners unless someone writes otherwise on purpose,
// and then the check below refuses.
process.env.SEED_DEMO_CONTENT ??= 'false';
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';

/** @type {typeof import('@dharma/config/platform/production')} */
const config = fs.existsSync(path.join(root, 'config', 'dist', 'platform', 'production.js'))
  ? createRequire(path.join(root, 'package.json'))('@dharma/config/platform/production')
  : refuse(['the build is missing (config/dist): run npm run build first']);
// Started together, web is handed its share of the one environment; started alone, it runs on what
// it was given, which must then hold none of the CMS's secrets.
const envOf = (/** @type {keyof typeof PARTS} */ part) =>
  part === 'web' && parts.length > 1 ? config.webEnvironment(process.env) : process.env;
const problems = parts.flatMap((part) => [
  ...(fs.existsSync(PARTS[part].built)
    ? []
    : [`${part} is not built (${path.relative(root, PARTS[part].built)}): run npm run build first`]),
  ...config.productionProblems(envOf(part), part).map((p) => (parts.length > 1 ? `${part}: ${p}` : p)),
]);
if (problems.length) refuse([...new Set(problems)]);
if (checkOnly) {
  say(`ok: ${parts.join(' and ')} may start in production`);
  process.exit(0);
}

if (which) {
  // Becomes the process: the servers install their own graceful SIGTERM handling.
  process.chdir(PARTS[which].cwd);
  say(`starting ${which} (production)`);
  if (which === 'cms') createRequire(import.meta.url)(PARTS.cms.entry);
  else await import(PARTS.web.entry);
} else {
  // Both, as children; the checks above already hold for them.
  await runTogether('serve', [
    ['cms', () => startCms(process.env)],
    ['web', () => startWeb(envOf('web'))],
  ]);
  say(`running: site ${process.env.SITE_URL}, CMS on ${process.env.CMS_HOST ?? '127.0.0.1'}:${process.env.CMS_PORT ?? '1337'}`);
}
