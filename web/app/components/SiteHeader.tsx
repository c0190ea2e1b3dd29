import { Link, NavLink } from '@remix-run/react';
import { ui } from '@dharma/config';
import type { SiteSettings } from '~/lib/content.server';
import { ExternalLink } from './ExternalLink';

/**
 * The site header. Menus are <details> disclosures, so they open with a keyboard and without
 * JavaScript.
 */
export function SiteHeader({ settings }: { settings: SiteSettings | null }) {
  return (
    <header className="site-header">
      {settings?.inquiryUrl ? (
        <div className="inquiry-banner">
          <div className="container">
            <span>{ui.inquiry.text}</span> <ExternalLink href={settings.inquiryUrl}>{ui.inquiry.link}</ExternalLink>
          </div>
        </div>
      ) : null}
      <div className="container header-row">
        <Link to="/" className="logo" aria-label={`${ui.siteName} 홈`}>
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span>{ui.siteName}</span>
        </Link>
        <nav aria-label={ui.nav.main} className="main-nav">
          <ul>
            <li>
              <NavLink to="/free-class">{ui.nav.publicClass}</NavLink>
            </li>
            <li>
              <details className="menu">
                <summary>{ui.nav.notices}</summary>
                <ul>
                  <li>
                    <NavLink to="/articles/notice">{ui.nav.notice}</NavLink>
                  </li>
                  <li>
                    <NavLink to="/articles/post">{ui.nav.post}</NavLink>
                  </li>
                  <li>
                    <NavLink to="/articles/faq">{ui.nav.faq}</NavLink>
                  </li>
                </ul>
              </details>
            </li>
            {settings?.aboutUrl ? (
              <li>
                <ExternalLink href={settings.aboutUrl}>{ui.nav.about}</ExternalLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="header-actions">
          <Link to="/login" className="button button-small">
            {ui.nav.login}
          </Link>
        </div>
      </div>
    </header>
  );
}
