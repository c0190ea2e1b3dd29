import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { NavLink, Outlet } from '@remix-run/react';
import { ADMIN_SECTIONS, adminUi, chromeUi } from '@dharma/config/words';
import { requireStaff } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;
export const meta: MetaFunction = () => [{ title: `${adminUi.title} | ${chromeUi.siteName}` }, { name: 'robots', content: 'noindex' }];

/** Staff only; each section's own loader checks again (loaders run side by side). */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return json(null, { headers: await staff.api.headers() });
}

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
