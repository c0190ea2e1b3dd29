import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { NOTICE_STATES, formatDateTime } from '@dharma/config/rules';
import { adminNoticesUi, noticesUi } from '@dharma/config/words';
import { AdminList } from '~/components/admin/AdminList';
import { AdminTable } from '~/components/admin/AdminTable';
import { noindexMeta } from '~/lib/meta';
import { Field } from '~/components/Field';
import type { action, loader } from './admin.notices.server';

export { action, loader } from './admin.notices.server';

export const meta = noindexMeta(adminNoticesUi.title);

/**
 * The notices sent, failed and waiting, by e-mail and KakaoTalk: counts per state, each month's
 * messages per channel with what they cost, then each notice's subject, channel and state (never its body).
 */
export default function AdminNotices() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { data, filters } = page;
  const t = adminNoticesUi;
  return (
    <AdminList
      of={page}
      words={t}
      lead={
        <>
          <section aria-labelledby="notice-counts">
            <h2 id="notice-counts" className="sr-only">
              {t.counts}
            </h2>
            <ul className="admin-counts">
              {NOTICE_STATES.map((state) => (
                <li key={state}>
                  <Link to={`?${new URLSearchParams({ state })}`}>
                    <span className="admin-count-label">{t.states[state]}</span>{' '}
                    <strong className="admin-count">{t.count(data.counts[state])}</strong>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {data.kakao.available ? (
            <section aria-labelledby="notice-fallback">
              <h2 id="notice-fallback">{t.fallback}</h2>
              <p>{data.kakao.fallback ? t.fallbackOn : t.fallbackOff}</p>
              {refused?.error ? (
                <p className="field-error" role="alert">
                  {refused.error}
                </p>
              ) : null}
              <Form method="post">
                <button type="submit" name="fallback" value={data.kakao.fallback ? 'off' : 'on'} className="button">
                  {data.kakao.fallback ? t.turnFallbackOff : t.turnFallbackOn}
                </button>
              </Form>
            </section>
          ) : null}
          <section aria-labelledby="notice-months">
            <h2 id="notice-months">{t.months}</h2>
            <p className="muted small">{t.monthsIntro}</p>
            <AdminTable
              label={t.months}
              columns={[t.month, t.channel, t.monthSent, t.monthFellBack, t.monthFailed, t.monthCost]}
              empty={t.noMonths}
              rows={data.months.map((m) => (
                <tr key={`${m.month} ${m.channel}`} data-month={`${m.month} ${m.channel}`}>
                  <th scope="row" className="nowrap">
                    {m.month}
                  </th>
                  <td>{t.channels[m.channel] ?? m.channel}</td>
                  <td>{t.count(m.sent)}</td>
                  <td>{m.channel === 'kakao' ? t.count(m.fell_back) : '—'}</td>
                  <td>{t.count(m.failed)}</td>
                  <td className="nowrap">{m.channel === 'kakao' ? t.won(m.cost_won) : '—'}</td>
                </tr>
              ))}
            />
          </section>
          <p>
            <Link to="/admin/announce" className="button">
              {t.toAnnounce}
            </Link>
          </p>
        </>
      }
      reset="/admin/notices"
      filters={
        <>
          <Field id="notices-state" label={t.state}>
            <select id="notices-state" name="state" defaultValue={filters.state}>
              <option value="">{t.all}</option>
              {NOTICE_STATES.map((state) => (
                <option key={state} value={state}>
                  {t.states[state]}
                </option>
              ))}
            </select>
          </Field>
        </>
      }
      total={t.total(data.total)}
      columns={[t.createdAt, t.kind, t.learner, t.subject, t.channel, t.state, t.attempts, t.lastError, t.sentAt]}
      rows={data.entries.map((e) => (
        <tr key={e.id} data-notice={e.id}>
          <td className="nowrap">{formatDateTime(e.created_at)}</td>
          <td className="nowrap">{noticesUi.kinds[e.kind] ?? e.kind}</td>
          <td className="nowrap">
            {e.learner_name} <span className="muted small">#{e.learner}</span>
          </td>
          <td className="notice-subject">{e.subject ?? <span className="muted">{t.unreadable}</span>}</td>
          <td className="nowrap">{t.channels[e.channel] ?? e.channel}</td>
          <td className="nowrap">
            {t.states[e.state]}
            {e.outcome ? <span className="muted small"> ({t.outcomes[e.outcome]})</span> : null}
          </td>
          <td>{e.attempts}</td>
          <td className="small notice-error">{e.last_error ?? '—'}</td>
          <td className="nowrap">{e.sent_at ? formatDateTime(e.sent_at) : '—'}</td>
        </tr>
      ))}
    />
  );
}
