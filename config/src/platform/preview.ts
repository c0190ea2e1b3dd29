import crypto from 'node:crypto';
import { DOCUMENT_ID_PATTERN, PREVIEW_STATUSES, type PreviewStatus } from '../rules/studyroom';

/**
 * Signed preview links. The CMS hands the panel a link to the site for one lesson and one version
 * (draft or published); the site shows it only while the signature matches and the link has not
 * expired. The signature covers every part of the link, so changing the lesson, the version or
 * the expiry makes it invalid. Node only: pages never import this.
 */

/** How long a preview link works after the panel asked for it. */
export const PREVIEW_LINK_SECONDS = 60 * 60;

/** Seconds a link may claim to expire beyond a fresh one's lifetime: room for two servers' clocks. */
const CLOCK_SKEW_SECONDS = 5 * 60;

export interface PreviewTarget {
  documentId: string;
  status: PreviewStatus;
}

export interface SignedPreview extends PreviewTarget {
  /** Unix seconds after which the link no longer works. */
  expires: number;
  sig: string;
}

/** What is signed: the kind of content, the document, the version and the expiry, unambiguously joined. */
function signature(secret: string, target: PreviewTarget, expires: number): Buffer {
  return crypto.createHmac('sha256', secret).update(`lesson\n${target.documentId}\n${target.status}\n${expires}`).digest();
}

/** The site path of a lesson's preview, valid for PREVIEW_LINK_SECONDS from `now`. */
export function signedPreviewPath(secret: string, target: PreviewTarget, now: Date = new Date()): string {
  if (!DOCUMENT_ID_PATTERN.test(target.documentId)) throw new Error(`not a document id: ${target.documentId}`);
  const expires = Math.floor(now.getTime() / 1000) + PREVIEW_LINK_SECONDS;
  const query = new URLSearchParams({
    status: target.status,
    expires: String(expires),
    sig: signature(secret, target, expires).toString('base64url'),
  });
  return `/preview/lessons/${target.documentId}?${query}`;
}

export type PreviewCheck = { ok: true; target: PreviewTarget } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a preview link's parts as they came in (strings from the path and query). Anything
 * malformed or not signed with `secret` is invalid; a valid link past its expiry is expired.
 */
export function verifyPreview(
  secret: string | undefined,
  parts: { documentId?: string | null; status?: string | null; expires?: string | null; sig?: string | null },
  now: Date = new Date(),
): PreviewCheck {
  const { documentId = '', status = '', expires = '', sig = '' } = parts;
  if (!secret || !documentId || !DOCUMENT_ID_PATTERN.test(documentId)) return { ok: false, reason: 'invalid' };
  if (!(PREVIEW_STATUSES as readonly string[]).includes(status ?? '')) return { ok: false, reason: 'invalid' };
  if (!/^\d{1,12}$/.test(expires ?? '') || !/^[A-Za-z0-9_-]{43}$/.test(sig ?? '')) return { ok: false, reason: 'invalid' };
  const target = { documentId, status: status as PreviewStatus };
  const expected = signature(secret, target, Number(expires));
  const given = Buffer.from(sig!, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  // Only the CMS signs, and only for an hour: a later expiry is not a link it made.
  if (Number(expires) > nowSeconds + PREVIEW_LINK_SECONDS + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'invalid' };
  if (Number(expires) <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, target };
}
