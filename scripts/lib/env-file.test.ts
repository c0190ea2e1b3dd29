import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureEnvFile, GENERATED, parseEnv } from './env-file.mjs';

/** `npm start`'s .env: every generated secret, and readable by its owner only. */
const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});
const envFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-env-'));
  dirs.push(dir);
  return path.join(dir, '.env');
};
const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe('ensureEnvFile', () => {
  it('creates the file with every secret, 0600, whatever the umask', () => {
    const file = envFile();
    const before = process.umask(0o022);
    try {
      expect(ensureEnvFile(file).sort()).toEqual(Object.keys(GENERATED).sort());
    } finally {
      process.umask(before);
    }
    expect(mode(file)).toBe('600');
    expect(Object.keys(parseEnv(fs.readFileSync(file, 'utf8'))).sort()).toEqual(Object.keys(GENERATED).sort());
  });

  it('makes an existing file 0600 again when it adds a secret, and when it adds nothing', () => {
    const file = envFile();
    fs.writeFileSync(file, 'HOST=127.0.0.1\n', { mode: 0o644 });
    expect(ensureEnvFile(file).length).toBe(Object.keys(GENERATED).length);
    expect(mode(file)).toBe('600');
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^HOST=127\.0\.0\.1\n/);

    fs.chmodSync(file, 0o644);
    expect(ensureEnvFile(file)).toEqual([]);
    expect(mode(file)).toBe('600');
  });
});
