import path from 'node:path';
import { SolapiMessageService } from 'solapi';
import { renderKakao } from '@dharma/config/words';
import { afterEach, expect, test } from 'vitest';
import { routeSolapiTo } from '../../cms-plugins/notices/server/src/channels/stand-in-route';
import { root, solapiStandInEnv } from '../lib/stack.mjs';
import { cleanEnv, freePort, listening, runNode, type Run } from '../lib/test-processes';

/** The dev SOLAPI stand-in as `npm start` runs it: a process that must never serve in production. */
const RUN = path.join(root, 'scripts', 'solapi-stand-in', 'run.mjs');
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
function start(env: Record<string, string>): Run {
  const run = runNode(RUN, { env: cleanEnv(env), cwd: root });
  cleanups.push(run.stop);
  return run;
}

test('with NODE_ENV=production the stand-in refuses to run: non-zero exit, a message, nothing listening', async () => {
  const port = await freePort();
  const run = start({ NODE_ENV: 'production', SOLAPI_STAND_IN_PORT: String(port) });
  const { code } = await run.exited;
  expect(code, run.output).not.toBe(0);
  expect(run.output).toContain('The SOLAPI stand-in refuses to run with NODE_ENV=production.');
  expect(run.output).not.toContain('listening');
  expect(await listening(port)).toBe(false);
}, 20_000);

test('in development it serves the SDK with the keys npm start gives the CMS, and prints a line per message sent', async () => {
  const port = await freePort();
  const run = start({ NODE_ENV: 'development', SOLAPI_STAND_IN_PORT: String(port) });
  await expect.poll(() => listening(port), { timeout: 10_000 }).toBe(true);
  const env = solapiStandInEnv(`http://127.0.0.1:${port}`);
  const unroute = routeSolapiTo(env.SOLAPI_STAND_IN_URL);
  cleanups.push(unroute);

  const solapi = new SolapiMessageService(env.SOLAPI_API_KEY, env.SOLAPI_API_SECRET);
  const groupId = await solapi.createGroup();
  // The catalogue's templates are the registered ones: a template it does not have is refused.
  const unknown = await solapi.addMessagesToGroup(groupId, {
    to: '01012345679',
    from: env.SOLAPI_SENDER,
    type: 'ATA',
    kakaoOptions: { pfId: env.SOLAPI_KAKAO_PFID, templateId: 'ANY_TEMPLATE', variables: { 이름: '지현' } },
  });
  expect(unknown.errorCount).toBe('1');
  const { template, variables } = renderKakao('volunteer_confirmed', { date: '2026-11-29', hours: 2, activity: '연등 달기' }, '지현');
  await solapi.addMessagesToGroup(groupId, {
    to: '01012345678',
    from: env.SOLAPI_SENDER,
    type: 'ATA',
    kakaoOptions: { pfId: env.SOLAPI_KAKAO_PFID, templateId: template, variables },
  });
  await solapi.sendGroup(groupId);
  await expect.poll(() => run.output, { timeout: 5_000 }).toContain(`[solapi stand-in] 01012345678 ← ATA ${template}`);
  expect(run.output).not.toContain('01012345679 ←');
  await expect(new SolapiMessageService(env.SOLAPI_API_KEY, 'another-secret').createGroup()).rejects.toMatchObject({
    errorCode: 'SignatureDoesNotMatch',
  });

  await run.stop();
  expect((await run.exited).code).toBe(0);
  expect(await listening(port)).toBe(false);
}, 20_000);
