import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { messages, chromeUi } from '@dharma/config/words';
import appCss from './styles/app.css?url';
import { SiteHeader } from './components/SiteHeader';
import { SiteFooter } from './components/SiteFooter';
import { getSiteSettings } from './lib/api/content.server';
import { optionalLearner } from './lib/auth.server';
import { learnerSummary, type StudentSummary } from './lib/api/summary.server';
import { PRIVATE, routeHeaders } from './lib/http.server';
import { useNonce } from './lib/nonce';
import { usePageScripts } from './lib/page-handle';
import { commitSession, getSession, SESSION_COOKIE } from './lib/session.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: MetaFunction = () => [{ title: chromeUi.title }, { name: 'description', content: chromeUi.siteTagline }];

/**
 * Site settings for the chrome, the signed-in learner's student menu and a one-time message
 * (flash). Only requests with a session cookie pay for the last two.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const settings = await getSiteSettings();
  if (!request.headers.get('Cookie')?.includes(`${SESSION_COOKIE}=`))
    return json({ settings, student: null, pendingSignup: false, message: null, error: null });

  const session = await getSession(request);
  const message = session.get('message') ?? null;
  const error = session.get('error') ?? null;
  const learner = await optionalLearner(request, session);
  let student: StudentSummary | null = null;
  if (learner && learner.user.username) {
    const info = await learnerSummary(learner.api);
    student = {
      username: info.username ?? learner.user.username,
      roles: learner.user.roles,
      credits: info.credits,
      semester: info.semester,
      feeDue: info.fee_due ?? null,
    };
  }
  // One commit carries both the consumed message and any rotated tokens.
  let headers: Headers;
  if (learner) {
    if (message || error) learner.api.touch();
    headers = await learner.api.headers();
  } else {
    headers = new Headers(PRIVATE);
    if (message || error) headers.append('Set-Cookie', await commitSession(session));
  }
  return json({ settings, student, pendingSignup: Boolean(learner && !learner.user.username), message, error }, { headers });
}

export const headers = routeHeaders;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const scripts = usePageScripts();
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {chromeUi.skipToContent}
        </a>
        <SiteHeader settings={data?.settings ?? null} student={data?.student ?? null} pendingSignup={data?.pendingSignup ?? false} />
        <PendingIndicator />
        <main id="main" tabIndex={-1}>
          <div className="container">
            <FlashMessage message={data?.message ?? null} error={data?.error ?? null} />
          </div>
          {children}
        </main>
        <SiteFooter settings={data?.settings ?? null} />
        {scripts.hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          scripts.enhancers.map((src) => <script key={src} type="module" src={src} nonce={nonce} />)
        )}
      </body>
    </html>
  );
}

/** One-time messages (로그아웃 되었습니다., 로그인이 필요합니다., ...) in a live region, never window.alert. */
function FlashMessage({ message, error }: { message: string | null; error: string | null }) {
  return (
    <>
      <div role="status" aria-live="polite" className="flash-region">
        {message ? <p className="alert">{message}</p> : null}
      </div>
      <div role="alert" className="flash-region">
        {error ? <p className="alert alert-error">{error}</p> : null}
      </div>
    </>
  );
}

/** While a page is loading after a click: 불러오는 중... */
function PendingIndicator() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="pending" role="status">
      {messages.loading}
    </div>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The Korean words a refusal thrown as a Response or a CMS refusal carries (a 503's "try again", a
 * 400's "cannot read", the CMS's reason, "too many requests"). The router's own refusals (a method
 * a page does not take) carry its English message for developers: not shown.
 */
const said = (error: unknown) =>
  isRouteErrorResponse(error) && !(error as { internal?: boolean }).internal && typeof error.data === 'string' ? error.data : '';

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 404
      ? [chromeUi.errors.notFoundTitle, chromeUi.errors.notFoundText]
      : status === 503
        ? [chromeUi.errors.unavailableTitle, said(error)]
        : [chromeUi.errors.errorTitle, said(error)];
  // A refusal or a CMS answer that was answered is no fault of ours (entry.server logs what is).
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      {text ? <p>{text}</p> : null}
      <Link className="button" to="/">
        {chromeUi.errors.home}
      </Link>
    </section>
  );
}
