import crypto from 'node:crypto';
import { RATE_LIMITS, rateLimitEnvName, type RateLimitBucket } from '@dharma/config/rules';
import { startKakaoStandIn, type KakaoStandIn } from '../../scripts/kakao-stand-in/index.mjs';
import { sharedCms, startCms, tempDbFile, type RunningCms } from './strapi';

/**
 * A real CMS with the Kakao stand-in, and helpers to act as signed-in learners over HTTP the way
 * web does (server secret, forwarded client address).
 */
export interface LearnerStack {
  cms: RunningCms;
  kakao: KakaoStandIn;
  secret: string;
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; secret?: string | null; ip?: string },
  ): Promise<{ status: number; body: any }>;
  signIn(email: string, name?: string | null): Promise<{ access_token: string; refresh_token: string }>;
  /** Signs in (and up, under `name`) and answers the tokens with the account's user id. */
  signedIn(email: string, name?: string | null): Promise<SignedIn>;
  stop(): Promise<void>;
}

export interface SignedIn {
  token: string;
  refresh: string;
  id: number;
}

let ipCounter = 0;

/**
 * Every per-minute limit out of the way: tests act faster than any person, from few addresses.
 * A test of a limit sets its own value in `env`.
 */
export const NO_RATE_LIMITS: Record<string, string> = Object.fromEntries(
  (Object.keys(RATE_LIMITS) as RateLimitBucket[]).map((bucket) => [rateLimitEnvName(bucket), '100000']),
);

export async function startLearnerStack(name: string, env: Record<string, string> = {}): Promise<LearnerStack> {
  const secret = crypto.randomBytes(24).toString('hex');
  const kakao = await startKakaoStandIn({ appId: 515151 });
  const cms = await startCms({
    dbFile: tempDbFile(name),
    env: {
      WEB_CMS_SECRET: secret,
      KAKAO_APP_ID: '515151',
      KAKAO_TOKEN_INFO_URL: kakao.urls.tokenInfo,
      KAKAO_USER_URL: kakao.urls.me,
      STAFF_EMAILS: 'staff@example.com',
      ...NO_RATE_LIMITS,
      ...env,
    },
  });

  async function call(method: string, path: string, options: { token?: string; body?: unknown; secret?: string | null; ip?: string } = {}) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const useSecret = options.secret === undefined ? secret : options.secret;
    if (useSecret) headers['x-dharma-server-secret'] = useSecret;
    headers['x-client-ip'] = options.ip ?? `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
    const res = await fetch(`${cms.url}/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body };
  }

  async function signIn(email: string, learnerName: string | null = '학인') {
    const kakaoToken = kakao.issueAccessToken({ email, nickname: 'n' });
    const res = await call('POST', '/v1/session/exchange', { body: { kakao_access_token: kakaoToken } });
    if (res.status !== 200) throw new Error(`exchange failed: ${res.status} ${JSON.stringify(res.body)}`);
    if (learnerName) {
      const signup = await call('POST', '/v1/user/signup', { token: res.body.access_token, body: { username: learnerName, agreed: true } });
      if (signup.status !== 200) throw new Error(`signup failed: ${signup.status}`);
    }
    return res.body as { access_token: string; refresh_token: string };
  }

  async function signedIn(email: string, learnerName: string | null = '학인'): Promise<SignedIn> {
    const tokens = await signIn(email, learnerName);
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });
    return { token: tokens.access_token, refresh: tokens.refresh_token, id: user.id as number };
  }

  return {
    cms,
    kakao,
    secret,
    call,
    signIn,
    signedIn,
    async stop() {
      await cms.stop();
      await kakao.stop();
    },
  };
}

/**
 * The learner stack of `group`, shared by the test files that name it: the first file starts it,
 * the next ones find it running (vitest.config.ts runs a group's files one after another in one
 * process, tests/support/sequencer.ts puts them next to each other). Such a file writes only
 * learners and data of its own, under names no other file uses, and asserts nothing about rows it
 * did not write; a file that needs an empty database, other settings or a restart starts its own
 * (`startLearnerStack`).
 *
 * The files of a group start it on the same `env`. DHARMA_NOW is each file's own, read by the
 * clock at every call, except where the demo content is seeded: the seed dates it from the start's
 * day, so there the day is part of the group's settings. Its `stop()` leaves the CMS running for
 * the next file of the group (a CMS of a file's own, or the end of the run, stops it).
 */
export async function sharedLearnerStack(group: string, env: Record<string, string> = {}): Promise<LearnerStack> {
  const { DHARMA_NOW, ...settings } = env;
  const seeded = settings.SEED_DEMO_CONTENT !== 'false';
  const key = JSON.stringify(Object.entries(seeded ? env : settings).sort(([a], [b]) => a.localeCompare(b)));
  const stack = await sharedCms(group, key, async () => {
    const started = await startLearnerStack(group, env);
    return { value: started, cms: started.cms, stop: () => started.stop() };
  });
  Object.assign(process.env, stack.cms.env);
  if (DHARMA_NOW) process.env.DHARMA_NOW = DHARMA_NOW;
  else delete process.env.DHARMA_NOW;
  return { ...stack, stop: async () => undefined };
}
