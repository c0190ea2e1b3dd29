import crypto from 'node:crypto';
import type { NoticeKind } from '@dharma/config/rules';

/**
 * The one-click link that turns one kind of notice off for one learner, without signing in: the
 * learner, the kind and an HMAC of both with NOTICE_LINK_SECRET. It never expires (a mail read a
 * year later still works) and does nothing but turn that kind off, so a leaked link costs a
 * learner one kind of notice, which they can turn on again on /member.
 */
export function stopToken(secret: string, learner: number, kind: NoticeKind): string {
  return crypto.createHmac('sha256', secret).update(`stop:${learner}:${kind}`).digest('base64url').slice(0, 32);
}

export function checkStopToken(secret: string, learner: number, kind: NoticeKind, token: string): boolean {
  const want = Buffer.from(stopToken(secret, learner, kind));
  const got = Buffer.from(token);
  return want.length === got.length && crypto.timingSafeEqual(want, got);
}

export function stopLink(site: string, secret: string, learner: number, kind: NoticeKind): string {
  const url = new URL('/notices/stop', site);
  url.searchParams.set('l', String(learner));
  url.searchParams.set('k', kind);
  url.searchParams.set('t', stopToken(secret, learner, kind));
  return url.toString();
}

/**
 * The link that confirms another address for a learner's notices, sent only to that address:
 * the learner, the address, its last day (Korea's date) and an HMAC of the three. Opening it
 * proves the address reaches someone who wants the notices; it is good until its last day.
 */
export function addressToken(secret: string, learner: number, address: string, expires: string): string {
  return crypto.createHmac('sha256', secret).update(`address:${learner}:${address}:${expires}`).digest('base64url').slice(0, 32);
}

export function checkAddressToken(secret: string, learner: number, address: string, expires: string, token: string): boolean {
  const want = Buffer.from(addressToken(secret, learner, address, expires));
  const got = Buffer.from(token);
  return want.length === got.length && crypto.timingSafeEqual(want, got);
}

export function addressLink(site: string, secret: string, learner: number, address: string, expires: string): string {
  const url = new URL('/notices/confirm', site);
  url.searchParams.set('l', String(learner));
  url.searchParams.set('a', address);
  url.searchParams.set('e', expires);
  url.searchParams.set('t', addressToken(secret, learner, address, expires));
  return url.toString();
}
