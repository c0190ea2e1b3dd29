import type { NoticeConfirm, NoticeStop } from '@dharma/config/contracts';
import { failureOf, request, serverHeaders } from '../cms.server';

/** The one-click stop, passed on with the server secret: true when the link was good and the kind is off now. */
export async function stopNotice(stop: NoticeStop, clientIp: string | null): Promise<boolean> {
  const res = await request('/api/v1/notices/stop', { method: 'POST', headers: serverHeaders(clientIp), body: JSON.stringify(stop) });
  if (res.ok) return true;
  if (res.status === 404 || res.status === 400) return false;
  throw failureOf(res.status, res.text(), '/api/v1/notices/stop');
}

/**
 * The address confirmation link, passed on with the server secret: the address on success, or
 * the CMS's Korean reason (a link not ours, or past its last day).
 */
export async function confirmNoticeAddress(link: NoticeConfirm, clientIp: string | null): Promise<{ address: string } | { error: string }> {
  const res = await request('/api/v1/notices/address/confirm', {
    method: 'POST',
    headers: serverHeaders(clientIp),
    body: JSON.stringify(link),
  });
  if (res.ok) return (await res.json()) as { address: string };
  if (res.status === 404 || res.status === 409 || res.status === 400) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { error: body?.error?.message ?? '' };
  }
  throw failureOf(res.status, res.text(), '/api/v1/notices/address/confirm');
}
