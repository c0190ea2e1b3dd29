import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * A real Strapi, in this process, from the compiled CMS build, on a throwaway SQLite file and its
 * own port. Tests talk to it over HTTP like web does.
 */
const require = createRequire(import.meta.url);
export const cmsDir = path.resolve(__dirname, '..', '..', 'cms');

export interface RunningCms {
  url: string;
  dbFile: string;
  strapi: any;
  stop(): Promise<void>;
}

const random = () => crypto.randomBytes(16).toString('base64url');

export function tempDbFile(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dharma-${name}-`));
  return path.join(dir, 'data.db');
}

export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startCms(options: { dbFile: string; env?: Record<string, string> }): Promise<RunningCms> {
  const port = await freePort();
  Object.assign(process.env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    CMS_PORT: String(port),
    DATABASE_FILENAME: options.dbFile,
    APP_KEYS: process.env.APP_KEYS ?? `${random()},${random()}`,
    API_TOKEN_SALT: process.env.API_TOKEN_SALT ?? random(),
    ADMIN_JWT_SECRET: process.env.ADMIN_JWT_SECRET ?? random(),
    TRANSFER_TOKEN_SALT: process.env.TRANSFER_TOKEN_SALT ?? random(),
    JWT_SECRET: process.env.JWT_SECRET ?? random(),
    ENCRYPTION_KEY: process.env.ENCRYPTION_KEY ?? random(),
    ADMIN_EMAIL: 'admin@dharma.test',
    ADMIN_PASSWORD: 'Test-admin-password-1',
    CMS_LOG_LEVEL: 'error',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...options.env,
  });
  // Strapi's ESM entry fails under vitest; its CommonJS build works.
  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') });
  await strapi.start();
  return {
    url: `http://127.0.0.1:${port}`,
    dbFile: options.dbFile,
    strapi,
    async stop() {
      // strapi.destroy() removes every process listener, vitest's own included; keep them.
      const original = process.removeAllListeners;
      process.removeAllListeners = (() => process) as typeof process.removeAllListeners;
      try {
        await strapi.destroy();
      } finally {
        process.removeAllListeners = original;
      }
    },
  };
}

export async function getJson(url: string): Promise<{ status: number; body: any }> {
  const res = await fetch(url);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}
