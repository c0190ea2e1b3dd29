import crypto from 'node:crypto';
import Iron from '@hapi/iron';

/**
 * Sealing the session cookie's data: encrypted (AES-256-CBC) and authenticated (HMAC-SHA-256)
 * with Iron, under a key derived from SESSION_SECRET by HKDF for this one use, with an expiry in
 * the seal. Anything that does not unseal (changed, forged, expired, another key) is no data.
 * The one place the seal is defined; the browser tests read a session the same way.
 */
export function sealPassword(sessionSecret: string): string {
  return Buffer.from(crypto.hkdfSync('sha256', sessionSecret, 'dharma-school', 'ds_session seal', 32)).toString('base64url');
}

export function seal(data: unknown, password: string, ttlSeconds: number): Promise<string> {
  return Iron.seal(data, password, { ...Iron.defaults, ttl: ttlSeconds * 1000 });
}

export async function unseal(value: string, password: string): Promise<Record<string, unknown> | null> {
  try {
    return (await Iron.unseal(value, password, Iron.defaults)) as Record<string, unknown>;
  } catch {
    return null;
  }
}
