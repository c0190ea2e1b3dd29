import { useActionData, useLoaderData } from '@remix-run/react';
import { NoticeLinkPage } from '~/components/NoticeLinkPage';
import { messages, noticesUi } from '@dharma/config/words';
import { noindexMeta } from '~/lib/meta';
import type { loader, action } from './notices.stop.server';

export { headers, loader, action } from './notices.stop.server';

export const meta = noindexMeta(noticesUi.stopTitle);

export default function StopNotice() {
  const asked = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const u = noticesUi;
  const error = result && 'error' in result ? result.error : !asked ? messages.notice_link_invalid : null;
  return (
    <NoticeLinkPage
      title={u.stopTitle}
      error={error}
      done={result && 'kind' in result ? u.stopDone(u.kinds[result.kind]) : null}
      ask={asked ? u.stopAsk(u.kinds[asked.kind]) : null}
      fields={asked ? { l: asked.l ?? '', k: asked.kind, t: asked.t ?? '' } : {}}
      submit={u.stopSubmit}
    />
  );
}
