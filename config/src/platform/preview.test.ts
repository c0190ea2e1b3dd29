import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_SECONDS, signedPreviewPath, verifyPreview } from './preview';

const SECRET = 'unit-test-preview-secret-0123456789';
const NOW = new Date('2026-11-22T06:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

/** The parts of a signed path as the site's route reads them. */
function partsOf(path: string) {
  const url = new URL(path, 'http://site.test');
  const documentId = url.pathname.split('/').pop()!;
  const q = url.searchParams;
  return { documentId, status: q.get('status'), expires: q.get('expires'), sig: q.get('sig') };
}

describe('signed preview links', () => {
  const link = partsOf(signedPreviewPath(SECRET, { documentId: 'abc123def456ghi789jkl0mn', status: 'draft' }, NOW));

  it('opens the lesson and version it was signed for, until it expires', () => {
    expect(link.expires).toBe(String(NOW.getTime() / 1000 + PREVIEW_LINK_SECONDS));
    expect(verifyPreview(SECRET, link, NOW)).toEqual({ ok: true, target: { documentId: 'abc123def456ghi789jkl0mn', status: 'draft' } });
    expect(verifyPreview(SECRET, link, at(PREVIEW_LINK_SECONDS - 1)).ok).toBe(true);
    expect(verifyPreview(SECRET, link, at(PREVIEW_LINK_SECONDS))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a link whose lesson, version, expiry or signature was changed', () => {
    expect(verifyPreview(SECRET, { ...link, documentId: 'abc123def456ghi789jkl0mm' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyPreview(SECRET, { ...link, status: 'published' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyPreview(SECRET, { ...link, expires: String(Number(link.expires) + 60) }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const flipped = link.sig!.slice(0, -2) + (link.sig!.at(-2) === 'A' ? 'B' : 'A') + link.sig!.at(-1);
    expect(verifyPreview(SECRET, { ...link, sig: flipped }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    // Signed with another secret (another installation, or a guess).
    expect(verifyPreview('another-secret-of-sixteen+', link, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses malformed parts and a missing secret without throwing', () => {
    for (const bad of [
      { ...link, sig: null },
      { ...link, sig: 'short' },
      { ...link, expires: 'soon' },
      { ...link, status: 'DRAFT' },
      { ...link, documentId: '../../admin' },
      {},
    ]) {
      expect(verifyPreview(SECRET, bad, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(verifyPreview(undefined, link, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyPreview('', link, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a correctly signed link that claims to last longer than the CMS ever signs', () => {
    const later = partsOf(signedPreviewPath(SECRET, { documentId: 'abc123', status: 'published' }, at(24 * 60 * 60)));
    expect(verifyPreview(SECRET, later, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyPreview(SECRET, later, at(24 * 60 * 60)).ok).toBe(true);
  });

  it('never signs a path for something that is not a document id', () => {
    expect(() => signedPreviewPath(SECRET, { documentId: '../x', status: 'draft' }, NOW)).toThrow();
  });
});
