import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ADMIN_SECTIONS, adminUi } from '@dharma/config';
import { requireStaff } from '~/lib/auth.server';
import { panelOrigin } from '~/lib/http.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return json({ name: staff.user.username, panel: `${panelOrigin()}/admin` }, { headers: await staff.api.headers() });
}

/** The back office's first page: a greeting, the sections that work, and what still lives in the panel. */
export default function AdminHome() {
  const { name, panel } = useLoaderData<typeof loader>();
  const a = adminUi;
  return (
    <>
      <h1>{a.title}</h1>
      <p>{a.greeting(name ?? '')}</p>
      <p>{a.builtIntro}</p>
      <ul className="admin-sections">
        {ADMIN_SECTIONS.filter((s) => s.path !== '/admin').map((s) => (
          <li key={s.path}>
            <Link to={s.path}>{s.label}</Link>
          </li>
        ))}
      </ul>
      <p className="notice-box">{a.notYet}</p>
      <p>
        <a href={panel}>{a.panel}</a>
      </p>
    </>
  );
}
