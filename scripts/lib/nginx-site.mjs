// Debian's nginx in front of started web and CMS processes with the production site file
// (deploy/nginx/dharma.conf), shared by tests/integration/deploy.test.ts and the bench's
// `burst-nginx` rows, so both run the file the guide deploys and fail the same way when it changes.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './stack.mjs';

export const NGINX = '/usr/sbin/nginx';
export const NGINX_MISSING = `${NGINX} is missing: apt-get install nginx (.ci/run installs it)`;

export const nginxInstalled = () => fs.existsSync(NGINX);

/**
 * Every name resolves to this machine, as DNS would send the site's name to the server (a `lookup`
 * for node:net and undici).
 * @param {string} _host
 * @param {{ all?: boolean }} options
 * @param {(error: null, address: string | { address: string, family: number }[], family?: number) => void} done
 */
export const toLoopback = (_host, options, done) =>
  options?.all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4);

/**
 * The folders nginx writes to under `dir` (the certificate, logs, temp files), and a self-signed
 * certificate for `hosts` in `dir/tls`; returns the certificate (PEM) for clients to trust.
 * @param {string} dir
 * @param {string[]} hosts
 */
export function prepareNginxDir(dir, hosts) {
  for (const sub of ['tls', 'log', 'tmp']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${hosts[0]}`],
      ...['-addext', `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(',')}`],
      ...['-keyout', path.join(dir, 'tls', 'privkey.pem'), '-out', path.join(dir, 'tls', 'fullchain.pem')],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  // The chain OCSP answers are checked against (certbot's chain.pem): a self-signed certificate is its own.
  fs.copyFileSync(path.join(dir, 'tls', 'fullchain.pem'), path.join(dir, 'tls', 'chain.pem'));
  return fs.readFileSync(path.join(dir, 'tls', 'fullchain.pem'), 'utf8');
}

/**
 * The deploy/ site file with only what a test machine must change; each change must apply, so a
 * site file that drifted from what this expects fails loudly instead of running half-changed.
 * `kakaoTokenUrl`: where nginx's door passes web's Kakao token requests (a stand-in's), instead of
 * Kakao's own.
 * @param {{ dir: string, siteHost: string, panelHost: string, httpsPort: number, httpPort: number, webPorts: number[],
 *   cmsPorts: number[], doorPort: number, kakaoTokenUrl?: string }} options
 */
export function siteFile({ dir, siteHost, panelHost, httpsPort, httpPort, webPorts, cmsPorts, doorPort, kakaoTokenUrl }) {
  let conf = fs.readFileSync(path.join(root, 'deploy', 'nginx', 'dharma.conf'), 'utf8');
  const swap = (/** @type {string | RegExp} */ from, /** @type {string} */ to) => {
    const next = typeof from === 'string' ? conf.replaceAll(from, to) : conf.replace(from, to);
    if (next === conf) throw new Error(`deploy/nginx/dharma.conf no longer has ${from}: update scripts/lib/nginx-site.mjs with the guide`);
    conf = next;
  };
  swap('cms.school.example.org', panelHost);
  swap('school.example.org', siteHost);
  // No IPv6 on every test machine; the IPv4 lines stay.
  swap(/^\s*listen \[::\]:.*$/gm, '');
  swap('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  swap('listen 80;', `listen 127.0.0.1:${httpPort};`);
  // One `server` line per process, as the guide's "More than one machine" adds them.
  swap('server 127.0.0.1:3000;', webPorts.map((port) => `server 127.0.0.1:${port};`).join('\n  '));
  swap('server 127.0.0.1:1337;', cmsPorts.map((port) => `server 127.0.0.1:${port};`).join('\n  '));
  swap('listen 127.0.0.1:1380;', `listen 127.0.0.1:${doorPort};`);
  swap(`/etc/letsencrypt/live/${siteHost}/`, `${dir}/tls/`);
  swap('/var/log/nginx/', `${dir}/log/`);
  if (kakaoTokenUrl) swap('proxy_pass https://$kakao_auth/oauth/token;', `proxy_pass ${kakaoTokenUrl};`);
  return conf;
}

/**
 * nginx.conf for a prefix of its own: the site file (written to `dir/dharma.conf`) inside an http
 * block like Debian's, plus `extra` (servers that are not from deploy/). Debian's nginx.conf has
 * `worker_processes auto; worker_connections 768;`; callers say what they need.
 * @param {{ dir: string, site: string, extra?: string, workerProcesses?: number | 'auto', workerConnections?: number }} options
 */
export function nginxConf({ dir, site, extra = '', workerProcesses = 1, workerConnections = 256 }) {
  fs.writeFileSync(path.join(dir, 'dharma.conf'), site);
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes ${workerProcesses};
pid ${dir}/nginx.pid;
error_log ${dir}/log/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  include ${dir}/dharma.conf;
${extra}
}`;
}

/**
 * Writes `conf` to `dir/nginx.conf`, has `nginx -t` check it (the site file must be accepted as it
 * is) and starts nginx in the foreground. `output()` is what nginx wrote to stderr.
 * @param {string} dir
 * @param {string} conf
 */
export function startNginx(dir, conf) {
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  const checked = spawnSync(NGINX, ['-t', '-p', dir, '-c', file], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t refused the deploy site file:\n${checked.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (/** @type {Buffer} */ c) => (output += c));
  return { child, output: () => output };
}

/**
 * The pids of a running nginx's workers (its master's children), whose CPU is nginx's work.
 * @param {number} masterPid
 */
export function nginxWorkers(masterPid) {
  try {
    return fs.readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
