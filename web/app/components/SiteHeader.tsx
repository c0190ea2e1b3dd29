import { Form, Link, NavLink } from '@remix-run/react';
import { CREDITS_TO_COMPLETE, ROLE_ADMIN } from '@dharma/config/rules';
import { chromeUi } from '@dharma/config/words';
import type { SiteSettings } from '~/lib/api/content.server';
import type { StudentSummary } from '~/lib/api/summary.server';
import { ExternalLink } from './ExternalLink';
import { CreditMeter } from './CreditMeter';

/**
 * The site header. Menus are <details> disclosures, so they open with a keyboard and without
 * JavaScript.
 */
export function SiteHeader({
  settings,
  student,
  pendingSignup,
}: {
  settings: SiteSettings | null;
  student: StudentSummary | null;
  /** Signed in, sign-up not finished: only logout is offered. */
  pendingSignup: boolean;
}) {
  return (
    <header className="site-header">
      {settings?.inquiryUrl ? (
        <div className="inquiry-banner">
          <div className="container">
            <span>{chromeUi.inquiry.text}</span> <ExternalLink href={settings.inquiryUrl}>{chromeUi.inquiry.link}</ExternalLink>
          </div>
        </div>
      ) : null}
      <div className="container header-row">
        <Link to="/" className="logo" aria-label={chromeUi.nav.home(chromeUi.siteName)}>
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span>{chromeUi.siteName}</span>
        </Link>
        <nav aria-label={chromeUi.nav.main} className="main-nav">
          <ul>
            <li>
              <NavLink to="/free-class">{chromeUi.nav.publicClass}</NavLink>
            </li>
            <li>
              <details className="menu">
                <summary>{chromeUi.nav.notices}</summary>
                <ul>
                  <li>
                    <NavLink to="/articles/notice">{chromeUi.nav.notice}</NavLink>
                  </li>
                  <li>
                    <NavLink to="/articles/post">{chromeUi.nav.post}</NavLink>
                  </li>
                  <li>
                    <NavLink to="/articles/faq">{chromeUi.nav.faq}</NavLink>
                  </li>
                </ul>
              </details>
            </li>
            {settings?.aboutUrl ? (
              <li>
                <ExternalLink href={settings.aboutUrl}>{chromeUi.nav.about}</ExternalLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="header-actions">
          {student ? (
            <>
              <Link to="/studyroom/current" className="button button-small">
                {chromeUi.user.goStudy}
              </Link>
              <UserMenu student={student} />
            </>
          ) : pendingSignup ? (
            <Form method="post" action="/logout" reloadDocument>
              <button type="submit" className="button button-small button-light">
                {chromeUi.user.logout}
              </button>
            </Form>
          ) : (
            <Link to="/login" className="button button-small">
              {chromeUi.nav.login}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

function UserMenu({ student }: { student: StudentSummary }) {
  const u = chromeUi.user;
  const name = student.username ?? '';
  return (
    <details className="menu user-menu">
      <summary>
        <span aria-hidden="true" className="avatar">
          {name.slice(0, 1)}
        </span>
        <span className="user-name">{name}</span>
        <span className="sr-only"> {u.menuSuffix}</span>
      </summary>
      <div className="menu-panel">
        <section className="student-menu" aria-label={u.studentMenu}>
          <p className="student-name">{name}</p>
          <p className="muted">{u.semester(student.semester)}</p>
          <p>
            {u.credits} <strong data-testid="credits">{u.creditsOf(student.credits, CREDITS_TO_COMPLETE)}</strong>
          </p>
          <CreditMeter credits={student.credits} label={u.credits} text={u.creditsOf(student.credits, CREDITS_TO_COMPLETE)} />
        </section>
        <ul>
          <li>
            <NavLink to="/studyroom/current">{u.current}</NavLink>
          </li>
          <li>
            <NavLink to="/studyroom/all">{u.all}</NavLink>
          </li>
          <li>
            <NavLink to="/studyroom/coming">{u.coming}</NavLink>
          </li>
          <li>
            <NavLink to="/calendar">{u.calendar}</NavLink>
          </li>
          <li>
            <NavLink to="/search">{u.search}</NavLink>
          </li>
          <li>
            <NavLink to="/member">{u.member}</NavLink>
          </li>
          {student.roles.includes(ROLE_ADMIN) ? (
            <li>
              <NavLink to="/admin">{u.admin}</NavLink>
            </li>
          ) : null}
          <li>
            <Form method="post" action="/logout" reloadDocument>
              <button type="submit" className="link-button">
                {u.logout}
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
