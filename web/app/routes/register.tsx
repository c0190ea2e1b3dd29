import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import {
  addToCart,
  categoryLabels,
  courseCode,
  formatDate,
  formatWon,
  messages,
  parseCourseCode,
  REQUIRED_COURSE,
  removeFromCart,
  shownLevels,
  slotOf,
  statusLabels,
  ui,
  type CartItem,
  type CatalogKey,
  type CourseCategory,
} from '@dharma/config';
import { optionalLearner, requireLearner } from '~/lib/auth.server';
import { CmsError } from '~/lib/cms.server';
import {
  getAllLevels,
  getCatalogue,
  getComing,
  getIsApplied,
  getPassedStatus,
  getSemesterCheck,
  submitApplication,
  type LevelEntry,
} from '~/lib/enrolment.server';
import { routeHeaders } from '~/lib/http.server';
import { commitSession } from '~/lib/session.server';

export const headers = routeHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.semester.label ? `${ui.register.title(data.semester.label)} | ${ui.siteName}` : ui.siteName },
];

const GROUPS: CourseCategory[] = ['required', 'daily', 'lecture'];

/**
 * The register wizard. Step 1 chooses courses into a cart kept in the session; step 2 reviews
 * them with the fees and submits. Every button is a form, so it all works without JavaScript;
 * the cart rules come from config and the CMS enforces the application rules again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [catalogue, levels, semester] = await Promise.all([getCatalogue(), getAllLevels(), getSemesterCheck()]);
  const learner = await optionalLearner(request);
  const step = new URL(request.url).searchParams.get('step') === '2' ? 2 : 1;

  let statuses: Record<string, LevelEntry[]> = {};
  let applied = false;
  let cart: string[] = [];
  if (learner && learner.user.username) {
    const [passed, isApplied] = await Promise.all([getPassedStatus(learner.api), getIsApplied(learner.api)]);
    statuses = { ...passed.daily_course, ...passed.lecture_course };
    applied = isApplied;
    const kept = learner.api.session.get('cart');
    if (kept) cart = kept;
    else if (applied && semester.semester) {
      // Changing starts from what was applied for (the required course is added anyway).
      const current = (await getComing(learner.api)).find((c) => c.semester === semester.semester);
      cart = (current?.courses ?? []).filter((c) => c.category !== 'required').map((c) => c.course_name);
      learner.api.session.set('cart', cart);
      learner.api.touch();
    }
  } else {
    // A visitor sees what a new learner would: every level not taken, the first one open.
    for (const family of levels) {
      const states = family.levels.map((l) => ({ level: l.course_level, status: 'UNREGISTERED' as const, ready: l.ready }));
      statuses[family.catalog] = shownLevels(family.catalog, states).map((l) => ({ course_level: l.level, status: l.status, if_study_progress: 0, action: l.action, ready: l.ready }));
    }
  }
  const families = catalogue.map((c) => ({ ...c, levels: statuses[c.catalog] ?? [], titles: Object.fromEntries((levels.find((l) => l.catalog === c.catalog)?.levels ?? []).map((l) => [l.course_level, l.title])) }));
  return json({ families, semester, signedIn: Boolean(learner), applied, cart, step }, { headers: learner ? await learner.api.headers() : undefined });
}

async function slotFor(code: string): Promise<CartItem | null> {
  const parsed = parseCourseCode(code);
  if (!parsed) return null;
  const family = (await getCatalogue()).find((c) => c.catalog === parsed.catalog);
  return family ? { code, slot: slotOf(parsed.catalog, parsed.level, family.category) } : null;
}

export async function action({ request }: ActionFunctionArgs) {
  const learner = await requireLearner(request, { returnTo: '/register' });
  const session = learner.api.session;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const code = String(form.get('code') ?? '');
  const cart = session.get('cart') ?? [];
  const items = (await Promise.all(cart.map(slotFor))).filter((i): i is CartItem => Boolean(i));
  let to = '/register';
  // Cart problems are answered on the page itself, beside the cart the learner is looking at.
  const refuse = async (error: string) => json({ error }, { status: 400, headers: await learner.api.headers() });

  if (intent === 'add') {
    const item = await slotFor(code);
    if (!item) return refuse(messages.course_code_invalid);
    const result = addToCart(items, item);
    if ('error' in result) return refuse(messages[result.error]);
    session.set('cart', result.cart.map((i) => i.code));
  } else if (intent === 'remove') {
    session.set('cart', removeFromCart(items, code).map((i) => i.code));
  } else if (intent === 'review') {
    if (!items.length) return refuse(messages.nothing_selected);
    to = '/register?step=2';
  } else if (intent === 'submit') {
    if (!items.length) session.flash('error', messages.nothing_selected);
    else {
      const change = form.get('mode') === 'change';
      try {
        await submitApplication(learner.api, items.map((i) => i.code), change);
        session.unset('cart');
        session.flash('message', change ? messages.change_done : messages.apply_done);
        to = '/studyroom/coming';
      } catch (error) {
        if (!(error instanceof CmsError) || error.status >= 500) throw error;
        session.flash('error', error.reason || messages.apply_failed);
        to = '/register?step=2';
      }
    }
  }
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(session) } });
}

export default function Register() {
  const { families, semester, signedIn, applied, cart, step } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as { error?: string } | undefined;
  const busy = useNavigation().state !== 'idle';
  const r = ui.register;
  const byCode = new Map<string, { name: string; level: number; slot: string }>();
  for (const f of families) {
    for (const l of f.levels) {
      if (semester.semester) byCode.set(courseCode(semester.semester, f.catalog, l.course_level), { name: f.name, level: l.course_level, slot: slotOf(f.catalog, l.course_level, f.category) });
    }
  }
  const required = semester.semester ? courseCode(semester.semester, REQUIRED_COURSE.catalog, REQUIRED_COURSE.level) : null;
  const satiName = families.find((f) => f.catalog === REQUIRED_COURSE.catalog)?.name ?? '';

  return (
    <div className="container section register">
      <h1>{semester.label ? r.title(semester.label) : ''}</h1>
      {semester.apply_start ? (
        <p className="muted">
          {r.period} {formatDate(semester.apply_start)} – {formatDate(semester.apply_end ?? '')} · {r.term} {formatDate(semester.term_start ?? '')} –{' '}
          {formatDate(semester.term_end ?? '')}
        </p>
      ) : null}
      {!semester.open ? <p className="notice-box">{r.closed}</p> : null}
      {!signedIn ? <p className="notice-box">{r.signInToApply}</p> : null}
      <ol className="steps" aria-label={r.steps}>
        <li aria-current={step === 1 ? 'step' : undefined}>{r.step1}</li>
        <li aria-current={step === 2 ? 'step' : undefined}>{r.step2}</li>
      </ol>

      {step === 1 ? (
        <div className="register-grid">
          <div>
            <p className="muted">{r.requiredNote}</p>
            {GROUPS.map((group) => (
              <section key={group} aria-labelledby={`group-${group}`} className="course-group">
                <h2 id={`group-${group}`}>{categoryLabels[group]}</h2>
                {families
                  .filter((f) => f.category === group)
                  .map((f) => (
                    <article key={f.catalog} className="family" aria-labelledby={`family-${f.catalog}`}>
                      <h3 id={`family-${f.catalog}`}>
                        <Link to={`/courses/${f.catalog}`}>{f.name}</Link> <span className="muted small">{f.credit}학점</span>
                      </h3>
                      <ul className="level-rows">
                        {f.levels.map((l) => (
                          <li key={l.course_level} className={`level-row status-${l.status.toLowerCase()}`}>
                            <span className="level-name">
                              {l.course_level}단계{f.titles[l.course_level] ? ` · ${f.titles[l.course_level]}` : ''}
                            </span>
                            <span className="status-label">{statusLabels[l.status]}</span>
                            {l.status === 'STUDY' ? <span className="progress-text">{r.progress(l.if_study_progress)}</span> : null}
                            {l.action && semester.semester ? (
                              <Form method="post" className="inline-form" preventScrollReset>
                                <input type="hidden" name="intent" value="add" />
                                <input type="hidden" name="code" value={courseCode(semester.semester, f.catalog, l.course_level)} />
                                <button type="submit" className="button button-small button-light" disabled={busy || !semester.open} aria-label={r.actionFor(r.actions[l.action], f.name, l.course_level)}>
                                  {r.actions[l.action]}
                                </button>
                              </Form>
                            ) : null}
                            {l.status === 'STUDY' ? <p className="hint wide">{r.passNote}</p> : null}
                          </li>
                        ))}
                      </ul>
                    </article>
                  ))}
              </section>
            ))}
          </div>
          <aside className="cart" aria-labelledby="cart-title">
            <h2 id="cart-title">{r.cart}</h2>
            <div role="alert">{refused?.error ? <p className="alert alert-error cart-alert">{refused.error}</p> : null}</div>
            {cart.length ? (
              <ul>
                {cart.map((code) => {
                  const info = byCode.get(code);
                  return (
                    <li key={code}>
                      <span>
                        <span className="slot">{info ? r.slot[info.slot] : ''}</span> {info ? `${info.name} ${info.level}단계` : code}
                        <span className="muted small"> {code}</span>
                      </span>
                      <Form method="post" className="inline-form" preventScrollReset>
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="code" value={code} />
                        <button type="submit" className="link-button small" aria-label={r.removeFor(info ? `${info.name} ${info.level}단계` : code)}>
                          {r.remove}
                        </button>
                      </Form>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="muted">{r.cartEmpty}</p>
            )}
            {required ? (
              <p className="small">
                <span className="slot">{r.slot.required}</span> {satiName} 3단계 <span className="muted">{required}</span>
              </p>
            ) : null}
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="review" />
              <button type="submit" className="button" disabled={busy}>
                {r.next}
              </button>
            </Form>
          </aside>
        </div>
      ) : (
        <div className="review">
          <section aria-labelledby="review-title">
            <h2 id="review-title">{r.review}</h2>
            <ul className="review-list">
              {[...cart, ...(required ? [required] : [])].map((code) => {
                const info = byCode.get(code);
                return (
                  <li key={code}>
                    <span className="slot">{info ? r.slot[info.slot] : ''}</span> {info ? `${info.name} ${info.level}단계` : code} <span className="muted">{code}</span>
                  </li>
                );
              })}
            </ul>
          </section>
          <section aria-labelledby="fees-title" className="fees">
            <h2 id="fees-title">{r.fees}</h2>
            <dl>
              <div>
                <dt>{r.registrationFee}</dt>
                <dd>{formatWon(semester.registration_fee ?? 0)}</dd>
              </div>
              <div>
                <dt>{r.admissionFee}</dt>
                <dd>{formatWon(semester.admission_fee ?? 0)}</dd>
              </div>
              <div>
                <dt>{r.account}</dt>
                <dd>{semester.bank_account}</dd>
              </div>
              <div>
                <dt>{r.due}</dt>
                <dd>{semester.payment_due ? formatDate(semester.payment_due) : '-'}</dd>
              </div>
            </dl>
          </section>
          <div className="review-actions">
            <Link to="/register" className="button button-light">
              {r.back}
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="submit" />
              <input type="hidden" name="mode" value={applied ? 'change' : 'apply'} />
              <button type="submit" className="button" disabled={busy}>
                {applied ? r.change : r.submit}
              </button>
            </Form>
          </div>
        </div>
      )}
    </div>
  );
}
