import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from '@remix-run/node';
import { addToCart, parseCourseCode, removeFromCart, slotOf, visitorLevels, type CartItem } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { registerIntentSchema } from '@dharma/config/contracts';
import { optionalLearner } from '~/lib/auth.server';
import { attempt } from '~/lib/cms.server';
import { check, formAction, FormRefusal, readForm } from '~/lib/form.server';
import {
  getAllLevels,
  getCatalogue,
  getRegisterPage,
  getSemesterCheck,
  submitApplication,
  type LevelEntry,
} from '~/lib/api/enrolment.server';
import { PRIVATE, routeHeaders } from '~/lib/http.server';
import { commitSession, getSession, returnToCookie } from '~/lib/session.server';
import type { WizardFamily } from '~/components/register/courses';

export const headers = routeHeaders;

/** Where a visitor's submit comes back to after Kakao sign-in (and sign-up): step 2, the same cart. */
const REVIEW_STEP = '/register?step=2';

/**
 * The register wizard's data. The catalogue, levels and semester are public cached reads; a
 * signed-in learner costs one CMS call more (their statuses, application and fee), because a
 * signed-in page may make at most one authenticated call. A visitor's cart is in their session
 * too, so a visitor with a cart gets a page no cache keeps.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [catalogue, levels, semester] = await Promise.all([getCatalogue(), getAllLevels(), getSemesterCheck()]);
  const session = await getSession(request);
  const learner = await optionalLearner(request, session);
  const step = new URL(request.url).searchParams.get('step') === '2' ? 2 : 1;

  let statuses: Record<string, LevelEntry[]> = {};
  let applied = false;
  let feeDue: number | null = null;
  let depositor: string | null = null;
  let paid = 0;
  let cart: string[] = [];
  if (learner && learner.user.username) {
    const page = await getRegisterPage(learner.api);
    statuses = { ...page.passed.daily_course, ...page.passed.lecture_course };
    applied = page.applied;
    feeDue = page.fee_due;
    depositor = page.depositor;
    paid = page.current?.amount_paid ?? 0;
    const kept = learner.api.session.get('cart');
    if (kept) cart = kept;
    else if (page.current) {
      // Changing starts from what was applied for (the required course is added anyway).
      cart = page.current.courses.filter((c) => c.category !== 'required').map((c) => c.course_name);
      learner.api.session.set('cart', cart);
      learner.api.touch();
    }
  } else {
    cart = session.get('cart') ?? [];
    for (const family of levels) {
      statuses[family.catalog] = visitorLevels(
        family.catalog,
        family.levels.map((l) => ({ level: l.course_level, ready: l.ready })),
      ).map((l) => ({ course_level: l.level, status: l.status, if_study_progress: 0, action: l.action, ready: l.ready }));
    }
  }
  const families: WizardFamily[] = catalogue.map((c) => ({
    ...c,
    levels: statuses[c.catalog] ?? [],
    titles: Object.fromEntries((levels.find((l) => l.catalog === c.catalog)?.levels ?? []).map((l) => [l.course_level, l.title])),
  }));
  return json(
    { families, semester, signedIn: Boolean(learner), applied, feeDue, paid, depositor, cart, step },
    { headers: learner ? await learner.api.headers() : cart.length ? PRIVATE : undefined },
  );
}

async function slotFor(code: string): Promise<CartItem | null> {
  const parsed = parseCourseCode(code);
  if (!parsed) return null;
  const family = (await getCatalogue()).find((c) => c.catalog === parsed.catalog);
  return family ? { code, slot: slotOf(parsed.catalog, parsed.level, family.category) } : null;
}

/**
 * The wizard's buttons: add and remove change the cart kept in the session, review moves to
 * step 2, submit applies (or changes the application) in the CMS, which checks every rule again.
 * A visitor may fill the cart and review it; their submit keeps the cart in the session and goes
 * to Kakao sign-in (then sign-up when new), which comes back to step 2 to submit it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const learner = await optionalLearner(request, session);
  const { values } = await readForm(request);
  return formAction(
    async () => {
      const input = check(registerIntentSchema, values);
      const items = (await Promise.all((session.get('cart') ?? []).map(slotFor))).filter((i): i is CartItem => Boolean(i));
      let to = '/register';
      switch (input.intent) {
        case 'add': {
          const item = await slotFor(input.code);
          if (!item) throw new FormRefusal(messages.course_code_invalid);
          const result = addToCart(items, item);
          if ('error' in result) throw new FormRefusal(messages[result.error]);
          session.set(
            'cart',
            result.cart.map((i) => i.code),
          );
          break;
        }
        case 'remove':
          session.set(
            'cart',
            removeFromCart(items, input.code).map((i) => i.code),
          );
          break;
        case 'review':
          if (!items.length) throw new FormRefusal(messages.nothing_selected);
          to = REVIEW_STEP;
          break;
        case 'submit': {
          if (!items.length) {
            session.flash('error', messages.nothing_selected);
            break;
          }
          if (!learner?.user.username) {
            session.flash('message', learner ? messages.signup_to_submit : messages.sign_in_to_submit);
            const headers = new Headers();
            headers.append('Set-Cookie', await commitSession(session));
            headers.append('Set-Cookie', await returnToCookie().serialize(REVIEW_STEP));
            return redirect(learner ? '/signup' : '/login', { headers });
          }
          const change = input.mode === 'change';
          const sent = await attempt(
            submitApplication(
              learner.api,
              items.map((i) => i.code),
              change,
            ),
          );
          if (sent.ok) {
            session.unset('cart');
            session.flash('message', change ? messages.change_done : messages.apply_done);
            to = '/studyroom/coming';
          } else {
            session.flash('error', sent.refused.reason || messages.apply_failed);
            to = REVIEW_STEP;
          }
          break;
        }
      }
      return redirect(to, { headers: { 'Set-Cookie': await commitSession(session) } });
    },
    // Cart problems and bad requests are answered on the page itself, beside the cart the learner is looking at;
    // the CMS's refusal of an application is the wizard's message on step 2 ([]: not answered here).
    async ({ message, status }) => json({ error: message }, { status, headers: learner ? await learner.api.headers() : PRIVATE }),
    [],
  );
}
