import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { memberProfileSchema, messages, ui } from '@dharma/config';
import { membershipNumberSchema, membershipSchema } from '@dharma/config/schemas';
import { applyForMembership, getMemberPage, saveMembershipNumber, saveProfile } from '~/lib/api/account.server';
import { requireLearner } from '~/lib/auth.server';
import { isRefusal } from '~/lib/cms.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;
export const meta: MetaFunction = () => [{ title: `${ui.member.title} | ${ui.siteName}` }];

/** When a consent was given, as a Korean reads it (Korean time), written on the server so both renders agree. */
const koreanTime = (iso: string) => new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** One CMS call: the member page's data. */
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request, { returnTo: '/member' });
  const data = await getMemberPage(learner.api);
  return json({ ...data, consents: data.consents.map((c) => ({ ...c, when: koreanTime(c.at) })) }, { headers: await learner.api.headers() });
}

type Result = { form: 'profile' | 'membership' | 'number'; error?: string; done?: string; values?: Record<string, string> };

/** The page's three forms; each checks with the CMS's own schema first, and shows the CMS's Korean reason when it refuses. */
export async function action({ request }: ActionFunctionArgs) {
  const learner = await requireLearner(request, { returnTo: '/member' });
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const intent = field('intent');
  const answer = async (result: Result, status = 200) => json(result, { status, headers: await learner.api.headers() });
  const attempt = async (which: Result['form'], work: () => Promise<unknown>, done: string, values?: Record<string, string>) => {
    try {
      await work();
      return answer({ form: which, done });
    } catch (error) {
      if (isRefusal(error, [400, 409])) return answer({ form: which, error: error.reason, values }, error.status);
      throw error;
    }
  };
  if (intent === 'membership') {
    const input = { religion_name: field('religion_name'), agreed: form.get('agreed') === 'on' };
    const parsed = membershipSchema.safeParse(input);
    if (!parsed.success) return answer({ form: 'membership', error: parsed.error.issues[0].message, values: { religion_name: input.religion_name } }, 400);
    return attempt('membership', () => applyForMembership(learner.api, parsed.data), ui.member.applied, { religion_name: input.religion_name });
  }
  if (intent === 'number') {
    const parsed = membershipNumberSchema.safeParse({ number: field('number').trim() });
    if (!parsed.success) return answer({ form: 'number', error: parsed.error.issues[0].message, values: { number: field('number') } }, 400);
    return attempt('number', () => saveMembershipNumber(learner.api, parsed.data.number), ui.member.numberSaved);
  }
  // The dharma name field is on the form only for a learner with a membership record: sent when
  // present (empty clears it), left out otherwise so the CMS keeps what it has.
  const values: Record<string, string> = { name: field('name'), phone: field('phone') };
  if (form.has('religion_name')) values.religion_name = field('religion_name');
  const parsed = memberProfileSchema.safeParse(values);
  if (!parsed.success) return answer({ form: 'profile', error: parsed.error.issues[0].message, values }, 400);
  const sent = { name: parsed.data.name, phone: parsed.data.phone ?? '', ...(parsed.data.religion_name !== undefined ? { religion_name: parsed.data.religion_name ?? '' } : {}) };
  return attempt('profile', () => saveProfile(learner.api, sent), messages.member_saved, values);
}

const m = ui.member;

function Outcome({ result, form }: { result: Result | undefined; form: Result['form'] }) {
  if (!result || result.form !== form) return null;
  if (result.error)
    return (
      <p className="alert alert-error" role="alert">
        {result.error}
      </p>
    );
  return (
    <p className="alert" role="status">
      {result.done}
    </p>
  );
}

export default function MemberRoute() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const values = result?.error ? result.values ?? {} : {};
  return (
    <section className="container section narrow" aria-labelledby="member-title">
      <h1 id="member-title">{m.title}</h1>

      <section aria-labelledby="profile-title">
        <h2 id="profile-title">{m.profile}</h2>
        <Outcome result={result} form="profile" />
        <Form method="post" className="stack-form">
          <input type="hidden" name="intent" value="profile" />
          <div className="field">
            <label htmlFor="member-name">{m.name}</label>
            <input id="member-name" name="name" required maxLength={50} autoComplete="name" defaultValue={values.name ?? data.name ?? ''} />
          </div>
          <div className="field">
            <p className="member-value">
              <strong>{m.email}</strong>
              <br />
              {data.email ?? m.noEmail} <span className="muted">({m.emailNote})</span>
            </p>
          </div>
          {data.membership ? (
            <div className="field">
              <label htmlFor="member-dharma-name">{m.dharmaName}</label>
              <input id="member-dharma-name" name="religion_name" maxLength={30} aria-describedby="member-dharma-name-hint" defaultValue={values.religion_name ?? data.membership.religion_name ?? ''} />
              <p id="member-dharma-name-hint" className="muted">
                {m.dharmaNameHint}
              </p>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor="member-phone">{m.phone}</label>
            <input id="member-phone" name="phone" inputMode="tel" autoComplete="tel" maxLength={30} aria-describedby="member-phone-hint" defaultValue={values.phone ?? data.phone ?? ''} />
            <p id="member-phone-hint" className="muted">
              {m.phoneHint}
            </p>
          </div>
          <div>
            <button type="submit" className="button">
              {m.save}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="membership-title" className="section">
        <h2 id="membership-title">{m.membership}</h2>
        <Outcome result={result} form="membership" />
        {data.membership ? (
          <dl className="level-facts">
            <div>
              <dt>{m.dharmaName}</dt>
              <dd>{data.membership.religion_name ?? m.notSet}</dd>
            </div>
            <div>
              <dt>{m.status}</dt>
              <dd>{m.statuses[data.membership.status] ?? data.membership.status}</dd>
            </div>
          </dl>
        ) : (
          <>
            <p className="muted">{m.noMembership}</p>
            <Form method="post" className="stack-form">
              <input type="hidden" name="intent" value="membership" />
              <div className="field">
                <label htmlFor="member-dharma">{m.dharmaName}</label>
                <input id="member-dharma" name="religion_name" maxLength={30} defaultValue={values.religion_name ?? ''} />
              </div>
              <label className="check">
                <input type="checkbox" name="agreed" /> {m.agree}
              </label>
              <div>
                <button type="submit" className="button">
                  {m.apply}
                </button>
              </div>
            </Form>
          </>
        )}
        <h3>{m.number}</h3>
        <Outcome result={result} form="number" />
        <p data-testid="member-number">{data.membership?.membership_number ?? m.noNumber}</p>
        <Form method="post" className="stack-form">
          <input type="hidden" name="intent" value="number" />
          <div className="field">
            <label htmlFor="member-number-input">{m.number}</label>
            <input id="member-number-input" name="number" inputMode="numeric" maxLength={20} aria-describedby="member-number-hint" defaultValue={values.number ?? ''} />
            <p id="member-number-hint" className="muted">
              {m.numberHint}
            </p>
          </div>
          <div>
            <button type="submit" className="button button-light">
              {m.saveNumber}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="consents-title">
        <h2 id="consents-title">{m.consents}</h2>
        {data.consents.length ? (
          <ul>
            {data.consents.map((c) => (
              <li key={c.kind}>
                <strong>{m.consentKinds[c.kind]}</strong> · {m.version(c.version)} · <time dateTime={c.at}>{c.when}</time>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{m.noConsents}</p>
        )}
      </section>

      <section aria-labelledby="mydata-title" className="section">
        <h2 id="mydata-title">{m.myData}</h2>
        <ul>
          <li>
            {/* A file download (a resource route), so the browser fetches it, not the router. */}
            <a href="/member/data" download>
              {m.download}
            </a>
          </li>
          <li>
            <Link to="/member/delete">{m.deleteLink}</Link>
          </li>
        </ul>
      </section>
    </section>
  );
}
