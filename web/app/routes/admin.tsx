import { type MetaFunction } from '@remix-run/node';
import { NavLink, Outlet } from '@remix-run/react';
import { ADMIN_SECTIONS, adminUi, chromeUi } from '@dharma/config/words';

export { headers, loader } from './admin.server';

export const meta: MetaFunction = () => [{ title: `${adminUi.title} | ${chromeUi.siteName}` }, { name: 'robots', content: 'noindex' }];

/** The staff back office: the sections' menu beside the open section. */
export default function AdminLayout() {
  return (
    <div className="container section admin-layout">
      <nav aria-label={adminUi.sections} className="admin-nav">
        <ul>
          {ADMIN_SECTIONS.map((s) => (
            <li key={s.path}>
              <NavLink to={s.path} end>
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  );
}
