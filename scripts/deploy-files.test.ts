import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupEnvSchema } from '@dharma/config/platform/backups';
import { cmsEnvSchema, webEnvSchema } from '@dharma/config/platform/env';
import { CMS_ONLY_SECRETS } from '@dharma/config/platform/production';
import { CMS_NODE_FLAGS, root } from './lib/stack.mjs';

/**
 * The production files of deploy/ as an operator installs them: the systemd units, sandboxed as
 * systemd itself rates them (`systemd-analyze security --offline`, the score `systemctl` users see)
 * and accepted by `systemd-analyze verify`, each process under a user and an environment file of
 * its own, and the environment files holding only what their process reads. systemd-analyze
 * comes with Debian's systemd package (on CI too): without it these checks fail, they never skip.
 */
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const unitsDir = path.join(root, 'deploy', 'systemd');
const UNITS = ['dharma-web.service', 'dharma-cms.service', 'dharma-backup.service'] as const;
/**
 * The highest overall exposure each unit may have (systemd's scale: 0 safe … 10 exposed). Web
 * reaches loopback only and writes nothing; the CMS also reaches the internet (Kakao, mail, the
 * bucket) and writes media; the backup reaches the local database and writes the backups.
 */
const MOST_EXPOSURE: Record<(typeof UNITS)[number], number> = {
  'dharma-web.service': 2.0,
  'dharma-cms.service': 2.5,
  'dharma-backup.service': 2.5,
};

const analyze = (...args: string[]) => {
  if (!fs.existsSync(SYSTEMD_ANALYZE)) throw new Error(`${SYSTEMD_ANALYZE} is missing: apt-get install systemd`);
  return spawnSync(SYSTEMD_ANALYZE, args, { encoding: 'utf8' });
};
const unitText = (unit: string) => fs.readFileSync(path.join(unitsDir, unit), 'utf8');
/** The values a unit gives `key` in its [Service] section, in order. */
const settings = (unit: string, key: string) => [...unitText(unit).matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]!.trim());
/** The variables an environment file of deploy/ names, set or commented out. */
const namesIn = (file: string) =>
  new Set([...fs.readFileSync(path.join(root, 'deploy', file), 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));

describe('the systemd units', () => {
  it.each(UNITS)('%s is sandboxed within its exposure limit', (unit) => {
    const run = analyze('security', '--offline=true', path.join(unitsDir, unit));
    expect(run.stderr).toBe('');
    const score = /Overall exposure level for \S+: (\d+\.\d+) (\S+)/.exec(run.stdout);
    expect(score, run.stdout).not.toBeNull();
    expect(Number(score![1]), run.stdout).toBeLessThanOrEqual(MOST_EXPOSURE[unit]);
  });

  it('are accepted by systemd-analyze verify, as installed under /etc/systemd/system', () => {
    // A machine of its own for systemd to look at: the units where the guide copies them, systemd's
    // own units beside them, and the node that ExecStart names (verify checks it is executable).
    const machine = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-units-'));
    try {
      fs.mkdirSync(path.join(machine, 'etc', 'systemd', 'system'), { recursive: true });
      fs.mkdirSync(path.join(machine, 'usr', 'lib', 'systemd'), { recursive: true });
      fs.cpSync('/usr/lib/systemd/system', path.join(machine, 'usr', 'lib', 'systemd', 'system'), {
        recursive: true,
        verbatimSymlinks: true,
      });
      fs.mkdirSync(path.join(machine, 'usr', 'local', 'bin'), { recursive: true });
      fs.writeFileSync(path.join(machine, 'usr', 'local', 'bin', 'node'), '#!/bin/sh\n', { mode: 0o755 });
      const files = fs.readdirSync(unitsDir);
      for (const file of files) fs.copyFileSync(path.join(unitsDir, file), path.join(machine, 'etc', 'systemd', 'system', file));
      const run = analyze('verify', `--root=${machine}`, ...files);
      // verify warns on stderr (an unknown key, a bad value) and still exits 0: both must be clean.
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    } finally {
      fs.rmSync(machine, { recursive: true, force: true });
    }
  });

  it("start the CMS with V8's heap flags every other start of it has (CMS_NODE_FLAGS)", () => {
    expect(settings('dharma-cms.service', 'ExecStart')).toEqual([`/usr/local/bin/node ${CMS_NODE_FLAGS.join(' ')} scripts/serve.mjs cms`]);
  });

  it('run web and the CMS as two users with two environment files; the backup as the CMS', () => {
    expect(settings('dharma-web.service', 'User')).toEqual(['dharma-web']);
    expect(settings('dharma-web.service', 'EnvironmentFile')).toEqual(['/etc/dharma/web.env']);
    for (const unit of ['dharma-cms.service', 'dharma-backup.service']) {
      expect(settings(unit, 'User'), unit).toEqual(['dharma-cms']);
      expect(settings(unit, 'EnvironmentFile'), unit).toEqual(['/etc/dharma/cms.env']);
    }
    // What each writes (media, backups, a SQLite file) is its user's alone.
    for (const unit of UNITS) expect(settings(unit, 'UMask'), unit).toEqual(['0077']);
    // Web's addresses: loopback only.
    expect(settings('dharma-web.service', 'IPAddressDeny')).toEqual(['any']);
    expect(settings('dharma-web.service', 'IPAddressAllow')).toEqual(['localhost']);
  });
});

describe('the environment files', () => {
  it("web.env names only what web reads, and none of the CMS's secrets", () => {
    const web = namesIn('web.env.example');
    const reads = new Set(Object.keys(webEnvSchema.innerType().shape));
    expect([...web].filter((name) => !reads.has(name) && name !== 'DHARMA_ENV_FILE')).toEqual([]);
    expect(CMS_ONLY_SECRETS.filter((name) => web.has(name))).toEqual([]);
  });

  it('cms.env names only what the CMS or the backup reads, mail included', () => {
    const cms = namesIn('cms.env.example');
    const reads = new Set([...Object.keys(cmsEnvSchema.innerType().shape), ...Object.keys(backupEnvSchema.shape)]);
    expect([...cms].filter((name) => !reads.has(name) && name !== 'DHARMA_ENV_FILE')).toEqual([]);
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'DATABASE_URL', 'BACKUP_DIR']) expect(cms.has(name), name).toBe(true);
    // Web's own secrets stay in web.env.
    for (const name of ['SESSION_SECRET', 'KAKAO_CLIENT_SECRET']) expect(cms.has(name), name).toBe(false);
  });
});
