import { describe, expect, it } from 'vitest';
import { productionProblems } from './production';

const secret = 'x'.repeat(32);
const web = {
  SITE_URL: 'https://school.example.org',
  CMS_URL: 'http://127.0.0.1:1337',
  TRUST_PROXY: '1',
  KAKAO_CLIENT_ID: 'rest-key',
  SESSION_SECRET: secret,
  WEB_CMS_SECRET: secret,
  PREVIEW_SECRET: secret,
};
const cms = {
  SITE_URL: 'https://school.example.org',
  KAKAO_CLIENT_ID: 'rest-key',
  KAKAO_APP_ID: '123456',
  WEB_CMS_SECRET: secret,
  PREVIEW_SECRET: secret,
  APP_KEYS: [secret, secret].join(','),
  API_TOKEN_SALT: secret,
  ADMIN_JWT_SECRET: secret,
  TRANSFER_TOKEN_SALT: secret,
  JWT_SECRET: secret,
  ENCRYPTION_KEY: secret,
};

describe('the production start refuses what is unsafe on the internet', () => {
  it('a complete production environment passes for each part', () => {
    expect(productionProblems(web, 'web')).toEqual([]);
    expect(productionProblems(cms, 'cms')).toEqual([]);
  });

  it('names every missing secret instead of generating one', () => {
    const problems = productionProblems({ ...cms, JWT_SECRET: '', ENCRYPTION_KEY: undefined }, 'cms');
    expect(problems).toEqual([
      'JWT_SECRET is required in production (make one with: openssl rand -base64 32)',
      'ENCRYPTION_KEY is required in production (make one with: openssl rand -base64 32)',
    ]);
  });

  it('refuses short secrets, one short key among APP_KEYS included', () => {
    expect(productionProblems({ ...web, SESSION_SECRET: 'secret' }, 'web')).toEqual([
      'SESSION_SECRET must be at least 32 characters (make one with: openssl rand -base64 32)',
    ]);
    expect(productionProblems({ ...cms, APP_KEYS: `${secret},short` }, 'cms')).toEqual([
      'APP_KEYS must be comma-separated keys of at least 32 characters each',
    ]);
  });

  it('refuses a site on plain http, a pinned clock and demo content', () => {
    const problems = productionProblems(
      { ...cms, SITE_URL: 'http://school.example.org', DHARMA_NOW: '2026-01-01T00:00:00Z', SEED_DEMO_CONTENT: 'true' },
      'cms',
    );
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/SITE_URL must start with https/);
    expect(problems.join('\n')).toMatch(/DHARMA_NOW/);
    expect(problems.join('\n')).toMatch(/SEED_DEMO_CONTENT/);
  });

  it("applies the process's own schema too: a bad value is named as at start-up", () => {
    expect(productionProblems({ ...web, TRUST_PROXY: 'yes' }, 'web')).toEqual([
      'TRUST_PROXY: TRUST_PROXY must be true, false or the number of proxies in front of web (0–9)',
    ]);
    expect(productionProblems({ ...cms, KAKAO_APP_ID: 'my-app' }, 'cms')).toEqual([
      'KAKAO_APP_ID: KAKAO_APP_ID must be the numeric Kakao app id',
    ]);
  });
});
