import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { ui } from '@dharma/config';
import appCss from './styles/app.css?url';
import { SiteHeader } from './components/SiteHeader';
import { SiteFooter } from './components/SiteFooter';
import { getSiteSettings } from './lib/content.server';
import { publicCacheHeaders } from './lib/http.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: MetaFunction = () => [{ title: ui.home.title }, { name: 'description', content: ui.siteTagline }];

export async function loader(_args: LoaderFunctionArgs) {
  return { settings: await getSiteSettings() };
}

export const headers = publicCacheHeaders;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
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
          {ui.skipToContent}
        </a>
        <SiteHeader settings={data?.settings ?? null} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter settings={data?.settings ?? null} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 404
      ? [ui.errors.notFoundTitle, ui.errors.notFoundText]
      : status === 503
        ? [ui.errors.unavailableTitle, isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : '']
        : [ui.errors.errorTitle, ''];
  if (status >= 500 && status !== 503) console.error(error);
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      {text ? <p>{text}</p> : null}
      <Link className="button" to="/">
        {ui.errors.home}
      </Link>
    </section>
  );
}
