import { useActionData, useLoaderData } from '@remix-run/react';
import { NoticeLinkPage } from '~/components/NoticeLinkPage';
import { messages, noticesUi } from '@dharma/config/words';
import { noindexMeta } from '~/lib/meta';
import type { loader, action } from './notices.confirm.server';

export { headers, loader, action } from './notices.confirm.server';

export const meta = noindexMeta(noticesUi.confirmTitle);

export default function ConfirmNoticeAddress() {
  const asked = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const u = noticesUi;
  const error = result && 'error' in result ? result.error : !asked ? messages.notice_address_link_invalid : null;
  return (
    <NoticeLinkPage
      title={u.confirmTitle}
      error={error}
      done={result && 'address' in result ? u.confirmDone(result.address) : null}
      ask={asked ? u.confirmAsk(asked.address) : null}
      fields={asked ? asked.params : {}}
      submit={u.confirmSubmit}
    />
  );
}
