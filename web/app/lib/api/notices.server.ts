import type { NoticeStop } from '@dharma/config';
import { request, serverHeaders } from '../cms.server';

/** The one-click stop, passed on with the server secret: true when the link was good and the kind is off now. */
export async function stopNotice(stop: NoticeStop, clientIp: string | null): Promise<boolean> {
  const res = await request('/api/v1/notices/stop', { method: 'POST', headers: serverHeaders(clientIp), body: JSON.stringify(stop) });
  if (res.ok) return true;
  if (res.status === 404 || res.status === 400) return false;
  throw new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '60' } });
}
