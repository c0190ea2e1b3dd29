import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupEnvSchema } from './backups';
import { cmsEnv, cmsEnvSchema, loadCmsEnv, parseEnvironment, webEnvSchema } from './env';
import { ACCESS_LOG_RETENTION_DAYS } from '../rules/records';

/** The secrets the CMS needs to start at all; each case below adds the variable it checks. */
const base = {
  APP_KEYS: 'a,b',
  API_TOKEN_SALT: 's',
  ADMIN_JWT_SECRET: 's',
  TRANSFER_TOKEN_SALT: 's',
  JWT_SECRET: 's',
  ENCRYPTION_KEY: 's',
};
const cms = (extra: Record<string, string>) => parseEnvironment(cmsEnvSchema, { ...base, ...extra }, 'cms');

describe('ACCESS_LOG_RETENTION_DAYS', () => {
  it('keeps an entry 200 days when unset or empty', () => {
    expect(ACCESS_LOG_RETENTION_DAYS).toBe(200);
    expect(cms({}).ACCESS_LOG_RETENTION_DAYS).toBe(200);
    expect(cms({ ACCESS_LOG_RETENTION_DAYS: '' }).ACCESS_LOG_RETENTION_DAYS).toBe(200);
  });

  it('takes six months or more as set', () => {
    expect(cms({ ACCESS_LOG_RETENTION_DAYS: '183' }).ACCESS_LOG_RETENTION_DAYS).toBe(183);
    expect(cms({ ACCESS_LOG_RETENTION_DAYS: '190' }).ACCESS_LOG_RETENTION_DAYS).toBe(190);
    expect(cms({ ACCESS_LOG_RETENTION_DAYS: '3650' }).ACCESS_LOG_RETENTION_DAYS).toBe(3650);
  });

  it('refuses to start with less than six months, a fraction or a word, naming the variable', () => {
    expect(() => cms({ ACCESS_LOG_RETENTION_DAYS: '182' })).toThrow(
      'cms environment: ACCESS_LOG_RETENTION_DAYS: must be at least 183 days (six months)',
    );
    expect(() => cms({ ACCESS_LOG_RETENTION_DAYS: '0' })).toThrow(/ACCESS_LOG_RETENTION_DAYS: must be at least 183 days/);
    expect(() => cms({ ACCESS_LOG_RETENTION_DAYS: '-200' })).toThrow(/ACCESS_LOG_RETENTION_DAYS: must be at least 183 days/);
    expect(() => cms({ ACCESS_LOG_RETENTION_DAYS: '190.5' })).toThrow('ACCESS_LOG_RETENTION_DAYS: must be a whole number');
    expect(() => cms({ ACCESS_LOG_RETENTION_DAYS: 'six months' })).toThrow('ACCESS_LOG_RETENTION_DAYS: must be a whole number');
    expect(() => cms({ ACCESS_LOG_RETENTION_DAYS: '3651' })).toThrow('ACCESS_LOG_RETENTION_DAYS: must be at most 3650 days');
  });
});

describe('cmsEnv', () => {
  it('reads what the last start parsed, defaults included, and nothing after a start that failed', () => {
    loadCmsEnv({ ...base, RATE_LIMIT_REFRESH_PER_MINUTE: '3', SEED_DEMO_CONTENT: 'false', STAFF_EMAILS: ' A@x.org, ,b@y.org' });
    expect(cmsEnv().RATE_LIMIT_REFRESH_PER_MINUTE).toBe(3);
    expect(cmsEnv().RATE_LIMIT_EXCHANGE_PER_MINUTE).toBe(20);
    expect(cmsEnv().SEED_DEMO_CONTENT).toBe(false);
    expect(cmsEnv().LIBRARY_INDEX_AT_BOOT).toBe(true);
    expect(cmsEnv().STAFF_EMAILS).toEqual(['a@x.org', 'b@y.org']);
    expect(cmsEnv().SITE_URL).toBe('http://127.0.0.1:3000');
    // A second start in the same process (as the integration tests do) reads its own variables.
    loadCmsEnv({ ...base, SITE_URL: 'https://dharma.example' });
    expect(cmsEnv().RATE_LIMIT_REFRESH_PER_MINUTE).toBe(60);
    expect(cmsEnv().SITE_URL).toBe('https://dharma.example');
    expect(() => loadCmsEnv({ ...base, AUTH_CACHE_SECONDS: 'ten' })).toThrow(/cms environment: AUTH_CACHE_SECONDS/);
    expect(() => cmsEnv()).toThrow(/before Strapi's register step/);
  });
});

describe('.env.example', () => {
  /**
   * Read by the scripts alone (npm start, the Kakao stand-in), which run beside the CMS and web
   * rather than in them, so no schema holds them.
   */
  const SCRIPTS_ONLY = ['KAKAO_STAND_IN_PORT', 'SOLAPI_STAND_IN_PORT', 'DHARMA_ENV_FILE'];
  // Set (`NAME=value`) or shown commented out (`# NAME=value`); a name inside prose does not count.
  const example = fs.readFileSync(path.join(__dirname, '..', '..', '..', '.env.example'), 'utf8');
  const listed = new Set([...example.matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
  const inSchemas = new Set([
    ...Object.keys(cmsEnvSchema.innerType().shape),
    ...Object.keys(webEnvSchema.innerType().shape),
    ...Object.keys(backupEnvSchema.shape),
  ]);

  it('lists every variable the CMS, web and the backup scripts read', () => {
    expect([...inSchemas].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists nothing the CMS, web or the scripts do not read', () => {
    expect([...listed].filter((name) => !inSchemas.has(name) && !SCRIPTS_ONLY.includes(name))).toEqual([]);
  });

  it('says in a comment what each variable is for', () => {
    const lines = example.split('\n');
    // Each listed variable sits in a block of consecutive variable lines headed by a comment.
    const unexplained = lines.flatMap((line, i) => {
      const name = /^(?:# ?)?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
      if (!name) return [];
      let j = i - 1;
      while (j >= 0 && /^(?:# ?)?[A-Z][A-Z0-9_]*=/.test(lines[j]!)) j--;
      return j >= 0 && lines[j]!.startsWith('# ') ? [] : [name];
    });
    expect(unexplained).toEqual([]);
  });
});
