// Helpers for tests that run the scripts as a person would: as child processes on ports of their own.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export { freePort } from './free-port.mjs';

/** Whether something accepts connections on the port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Holds a port the way a stray process would: it accepts and drops every connection, so a health
 * check never passes and a server that wants the port cannot bind it.
 */
export function occupy(port: number): Promise<{ close: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      socket.destroy();
    });
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

/**
 * Runs `node script` and collects its output; `exited` settles with the exit code and signal.
 * `stop()` ends it (and, through its own signal handlers, whatever it started) if still running.
 */
export interface Run {
  child: ChildProcess;
  output: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
}

export function runNode(script: string, { env, cwd, args = [] }: { env: NodeJS.ProcessEnv; cwd: string; args?: string[] }): Run {
  const child = spawn(process.execPath, [script, ...args], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const result = { output: '', child } as Run;
  child.stdout!.on('data', (chunk) => (result.output += chunk));
  child.stderr!.on('data', (chunk) => (result.output += chunk));
  result.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  result.stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await result.exited;
    clearTimeout(timer);
  };
  return result;
}

/** The environment of this process without anything that would steer the product (ports, keys, modes). */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (
      /^(NODE_ENV|HOST|PORT|CMS_.*|SITE_URL|KAKAO_.*|SOLAPI_.*|DATABASE_.*|ADMIN_.*|SEED_.*|STAFF_EMAILS|DHARMA_.*|E2E_.*|SESSION_SECRET|WEB_CMS_SECRET|PREVIEW_SECRET)$/.test(
        name,
      )
    )
      continue;
    env[name] = value;
  }
  return { ...env, ...extra };
}
