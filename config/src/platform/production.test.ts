import { describe, expect, it } from 'vitest';
import { CMS_ONLY_SECRETS, productionProblems, webEnvironment } from './production';
import { cmsEnvSchema } from './env';

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
  SMTP_URL: 'smtps://notices:password@mail.example.org:465',
  MAIL_FROM: '담마스쿨 <noreply@school.example.org>',
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

  it('refuses a site on plain http, a pinned or moving clock and demo content', () => {
    const problems = productionProblems(
      {
        ...cms,
        SITE_URL: 'http://school.example.org',
        DHARMA_NOW: '2026-01-01T00:00:00Z',
        DHARMA_CLOCK_FILE: '/tmp/now',
        SEED_DEMO_CONTENT: 'true',
      },
      'cms',
    );
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/SITE_URL must start with https/);
    expect(problems.join('\n')).toMatch(/DHARMA_NOW/);
    expect(problems.join('\n')).toMatch(/DHARMA_CLOCK_FILE/);
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

  it("refuses to start web with any of the CMS's secrets in its environment, naming each", () => {
    const problems = productionProblems({ ...web, ...cms, DATABASE_URL: 'postgres://dharma:pw@127.0.0.1/dharma' }, 'web');
    expect(problems).toContain("DATABASE_URL is the CMS's alone: remove it from web's environment (web.env); web never reads it");
    expect(problems).toContain("ADMIN_JWT_SECRET is the CMS's alone: remove it from web's environment (web.env); web never reads it");
    expect(problems).toContain("SMTP_URL is the CMS's alone: remove it from web's environment (web.env); web never reads it");
    // One environment for both (npm run serve with no part): web's share of it passes.
    expect(productionProblems(webEnvironment({ ...web, ...cms, DATABASE_URL: 'postgres://x@127.0.0.1/d' }), 'web')).toEqual([]);
    for (const name of CMS_ONLY_SECRETS) expect(webEnvironment({ ...cms, [name]: 'x' })).not.toHaveProperty(name);
  });

  it('refuses a CMS without a mail server or a sender of its own: notices would wait unsent', () => {
    expect(productionProblems({ ...cms, SMTP_URL: undefined, MAIL_FROM: '' }, 'cms')).toEqual([
      'SMTP_URL is required in production (the mail server notices are handed to, e.g. smtps://user:password@mail.example.org:465; without it every notice waits unsent)',
      "MAIL_FROM is required in production (the school's sender of notices, e.g. 담마스쿨 <noreply@school.example.org>)",
    ]);
    expect(productionProblems({ ...cms, MAIL_FROM: '담마스쿨 <noreply@localhost>' }, 'cms')).toEqual([
      "MAIL_FROM must be the school's own sender (e.g. 담마스쿨 <noreply@school.example.org>), not localhost",
    ]);
  });

  it('refuses mail handed over without TLS that cannot be skipped', () => {
    const tls = 'SMTP_URL must use TLS in production: smtps://…:465, or smtp://…:587?requireTLS=true (STARTTLS that may not be skipped)';
    expect(productionProblems({ ...cms, SMTP_URL: 'smtp://notices:pw@mail.example.org:587' }, 'cms')).toEqual([tls]);
    expect(productionProblems({ ...cms, SMTP_URL: 'smtp://notices:pw@mail.example.org:587?secure=true' }, 'cms')).toEqual([tls]);
    expect(productionProblems({ ...cms, SMTP_URL: 'smtp://notices:pw@mail.example.org:587?requireTLS=true' }, 'cms')).toEqual([]);
    expect(productionProblems({ ...cms, SMTP_URL: 'smtps://notices:pw@mail.example.org:465?tls.rejectUnauthorized=false' }, 'cms')).toEqual(
      ['SMTP_URL must not turn TLS or its certificate check off (ignoreTLS, tls.rejectUnauthorized=false) in production'],
    );
    expect(
      productionProblems({ ...cms, SMTP_URL: 'smtp://notices:pw@mail.example.org:587?requireTLS=true&ignoreTLS=true' }, 'cms'),
    ).toHaveLength(1);
  });
});

describe('KakaoTalk settings in production', () => {
  const solapi = {
    SOLAPI_API_KEY: 'NCSAYU7YDBXYORXC',
    SOLAPI_API_SECRET: 'x'.repeat(32),
    SOLAPI_KAKAO_PFID: 'KA01PF2611290000000000000000001',
    SOLAPI_SENDER: '0212345678',
  };

  it('takes all four SOLAPI settings or none, naming the ones missing', () => {
    expect(productionProblems({ ...cms, ...solapi }, 'cms')).toEqual([]);
    const { SOLAPI_KAKAO_PFID: _pfId, SOLAPI_SENDER: _sender, ...some } = solapi;
    const problems = productionProblems({ ...cms, ...some }, 'cms').join('\n');
    expect(problems).toMatch(/SOLAPI_KAKAO_PFID is required with the other KakaoTalk settings/);
    expect(problems).toMatch(/SOLAPI_SENDER is required with the other KakaoTalk settings/);
  });

  it('refuses the local SOLAPI stand-in, and any stand-in not on this machine anywhere', () => {
    expect(productionProblems({ ...cms, ...solapi, SOLAPI_STAND_IN_URL: 'http://127.0.0.1:9410' }, 'cms').join('\n')).toMatch(
      /SOLAPI_STAND_IN_URL routes KakaoTalk messages to the local stand-in/,
    );
    // Outside production too (npm start, tests), the stand-in is one on this machine, never another host.
    const elsewhere = cmsEnvSchema.safeParse({ ...cms, NODE_ENV: 'development', SOLAPI_STAND_IN_URL: 'https://collector.example.net' });
    expect(elsewhere.success).toBe(false);
    expect(elsewhere.error?.issues.map((i) => i.message)).toContain('SOLAPI_STAND_IN_URL must be on this machine (127.0.0.1)');
    expect(cmsEnvSchema.safeParse({ ...cms, NODE_ENV: 'development', SOLAPI_STAND_IN_URL: 'http://127.0.0.1:9410' }).success).toBe(true);
  });

  it("keeps the provider's secret from web", () => {
    expect(CMS_ONLY_SECRETS).toContain('SOLAPI_API_SECRET');
    expect(productionProblems({ ...web, SOLAPI_API_SECRET: 'x'.repeat(32) }, 'web').join('\n')).toMatch(
      /SOLAPI_API_SECRET is the CMS's alone/,
    );
  });
});
