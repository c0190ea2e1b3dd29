import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errors } from '@strapi/utils';
import { loadCmsEnv } from '@dharma/config/platform/env';
import serverSecret, { hasServerSecret } from './server-secret';

// A policy context is what Strapi passes for the request: only its headers matter here.
const ctxWith = (headers: Record<string, unknown>) => ({ request: { headers } });

const SECRET = 'a-long-server-secret-only-web-knows-0123456789';
let saved: string | undefined;

/** The CMS's start-up secrets; WEB_CMS_SECRET comes from process.env as each case sets it. */
const SECRETS = {
  APP_KEYS: 'a,b',
  API_TOKEN_SALT: 's',
  ADMIN_JWT_SECRET: 's',
  TRANSFER_TOKEN_SALT: 's',
  JWT_SECRET: 's',
  ENCRYPTION_KEY: 's',
};
/** A CMS start: the policy reads the environment its start parsed. */
const start = () => loadCmsEnv({ ...SECRETS, ...process.env });

beforeEach(() => {
  saved = process.env.WEB_CMS_SECRET;
  process.env.WEB_CMS_SECRET = SECRET;
  start();
});

afterEach(() => {
  if (saved === undefined) delete process.env.WEB_CMS_SECRET;
  else process.env.WEB_CMS_SECRET = saved;
});

describe('server-secret policy', () => {
  it('lets the web server through with the right secret', () => {
    expect(hasServerSecret(ctxWith({ 'x-dharma-server-secret': SECRET }))).toBe(true);
    expect(serverSecret(ctxWith({ 'x-dharma-server-secret': SECRET }))).toBe(true);
  });

  it.each([
    ['no header', {}],
    ['an empty header', { 'x-dharma-server-secret': '' }],
    ['a wrong secret', { 'x-dharma-server-secret': 'guess' }],
    ['the secret with a character more', { 'x-dharma-server-secret': `${SECRET}x` }],
    ['the secret with a character less', { 'x-dharma-server-secret': SECRET.slice(0, -1) }],
    ['the secret in another case', { 'x-dharma-server-secret': SECRET.toUpperCase() }],
    ['the header twice', { 'x-dharma-server-secret': [SECRET, SECRET] }],
    ['the secret under another header', { authorization: SECRET }],
  ])('refuses %s with a 401 (UnauthorizedError)', (_label, headers) => {
    expect(hasServerSecret(ctxWith(headers))).toBe(false);
    expect(() => serverSecret(ctxWith(headers))).toThrow(errors.UnauthorizedError);
  });

  it('refuses everyone when the CMS has no secret configured, even a caller sending an empty one', () => {
    delete process.env.WEB_CMS_SECRET;
    start();
    expect(hasServerSecret(ctxWith({ 'x-dharma-server-secret': '' }))).toBe(false);
    expect(hasServerSecret(ctxWith({ 'x-dharma-server-secret': 'undefined' }))).toBe(false);
    process.env.WEB_CMS_SECRET = '';
    start();
    expect(hasServerSecret(ctxWith({ 'x-dharma-server-secret': '' }))).toBe(false);
  });

  it('reads the secret this start parsed, never one kept from an earlier start, so a rotated secret applies', () => {
    process.env.WEB_CMS_SECRET = 'rotated-secret-value-9876543210';
    start();
    expect(hasServerSecret(ctxWith({ 'x-dharma-server-secret': SECRET }))).toBe(false);
    expect(hasServerSecret(ctxWith({ 'x-dharma-server-secret': 'rotated-secret-value-9876543210' }))).toBe(true);
  });
});
