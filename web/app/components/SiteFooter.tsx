import { Link } from '@remix-run/react';
import { chromeUi } from '@dharma/config/words';
import type { SiteSettings } from '~/lib/api/content.server';

export function SiteFooter({ settings }: { settings: SiteSettings | null }) {
  const f = chromeUi.footer;
  const rows: [string, string | null | undefined][] = [
    [f.representative, settings?.representative],
    [f.businessNumber, settings?.businessNumber],
    [f.address, settings?.address],
    [f.phone, settings?.phone],
    [f.email, settings?.email],
  ];
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={f.companyDetails} className="footer-links">
          <Link to="/privacy">
            <strong>{f.privacy}</strong>
          </Link>
        </nav>
        {settings ? (
          <>
            <p className="company-name">{settings.companyName}</p>
            <dl className="company-details">
              {rows
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
            {settings.copyright ? <p className="copyright">{settings.copyright}</p> : null}
          </>
        ) : null}
      </div>
    </footer>
  );
}
