import { describe, expect, it } from 'vitest';
import { accessLogRetentionDays, cmsEnvSchema, parseEnvironment } from './env';
import { ACCESS_LOG_RETENTION_DAYS } from './records';

/** The secrets the CMS needs to start at all; each case below adds the variable it checks. */
const base = { APP_KEYS: 'a,b', API_TOKEN_SALT: 's', ADMIN_JWT_SECRET: 's', TRANSFER_TOKEN_SALT: 's', JWT_SECRET: 's', ENCRYPTION_KEY: 's' };
const cms = (extra: Record<string, string>) => parseEnvironment(cmsEnvSchema, { ...base, ...extra }, 'cms');

describe('ACCESS_LOG_RETENTION_DAYS', () => {
  it('keeps an entry 200 days when unset or empty', () => {
    expect(ACCESS_LOG_RETENTION_DAYS).toBe(200);
    expect(cms({}).ACCESS_LOG_RETENTION_DAYS).toBe(200);
    expect(cms({ ACCESS_LOG_RETENTION_DAYS: '' }).ACCESS_LOG_RETENTION_DAYS).toBe(200);
    expect(accessLogRetentionDays({})).toBe(200);
    expect(accessLogRetentionDays({ ACCESS_LOG_RETENTION_DAYS: '' })).toBe(200);
  });

  it('takes six months or more as set', () => {
    expect(cms({ ACCESS_LOG_RETENTION_DAYS: '183' }).ACCESS_LOG_RETENTION_DAYS).toBe(183);
    expect(cms({ ACCESS_LOG_RETENTION_DAYS: '190' }).ACCESS_LOG_RETENTION_DAYS).toBe(190);
    expect(accessLogRetentionDays({ ACCESS_LOG_RETENTION_DAYS: '190' })).toBe(190);
    expect(accessLogRetentionDays({ ACCESS_LOG_RETENTION_DAYS: '3650' })).toBe(3650);
  });

  it('refuses to start with less than six months, a fraction or a word, naming the variable', () => {
    expect(() => cms({ ACCESS_LOG_RETENTION_DAYS: '182' })).toThrow('cms environment: ACCESS_LOG_RETENTION_DAYS: must be at least 183 days (six months)');
    expect(() => cms({ ACCESS_LOG_RETENTION_DAYS: '0' })).toThrow(/ACCESS_LOG_RETENTION_DAYS: must be at least 183 days/);
    expect(() => cms({ ACCESS_LOG_RETENTION_DAYS: '-200' })).toThrow(/ACCESS_LOG_RETENTION_DAYS: must be at least 183 days/);
    expect(() => cms({ ACCESS_LOG_RETENTION_DAYS: '190.5' })).toThrow('ACCESS_LOG_RETENTION_DAYS: must be a whole number');
    expect(() => cms({ ACCESS_LOG_RETENTION_DAYS: 'six months' })).toThrow('ACCESS_LOG_RETENTION_DAYS: must be a whole number');
    expect(() => cms({ ACCESS_LOG_RETENTION_DAYS: '3651' })).toThrow('ACCESS_LOG_RETENTION_DAYS: must be at most 3650 days');
    // The prune reads the same rule: it never works with a retention the start would refuse.
    expect(() => accessLogRetentionDays({ ACCESS_LOG_RETENTION_DAYS: '182' })).toThrow();
  });
});
