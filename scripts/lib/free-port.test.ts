import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port.mjs';

describe('freePort', () => {
  it('gives a port a server can listen on, below the range outgoing connections take', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20000);
    expect(port).toBeLessThan(32768);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it('never gives a port something already listens on', async () => {
    const held = await freePort();
    const server = net.createServer().listen(held, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const ports = await Promise.all(Array.from({ length: 200 }, () => freePort()));
      expect(ports).not.toContain(held);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('two processes choosing ports at once never choose the same one', async () => {
    const run = promisify(execFile);
    const pick = `import('${path.join(__dirname, 'free-port.mjs')}').then(async ({ freePort }) => {
      const ports = [];
      for (let i = 0; i < 150; i++) ports.push(await freePort());
      console.log(JSON.stringify(ports));
    })`;
    const [a, b] = await Promise.all([run(process.execPath, ['-e', pick]), run(process.execPath, ['-e', pick])]);
    const first: number[] = JSON.parse(a.stdout);
    const second: number[] = JSON.parse(b.stdout);
    expect(new Set(first).size).toBe(150);
    expect(first.filter((p) => second.includes(p))).toEqual([]);
  });
});
