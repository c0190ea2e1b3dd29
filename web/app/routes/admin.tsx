import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ui } from '@dharma/config';
import { requireStaff } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;
export const meta: MetaFunction = () => [{ title: `${ui.admin.title} | ${ui.siteName}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return json({ name: staff.user.username }, { headers: await staff.api.headers() });
}

/** The staff back office. Its tables and actions arrive with the staff issue; the sections are here. */
export default function Admin() {
  const { name } = useLoaderData<typeof loader>();
  const a = ui.admin;
  return (
    <div className="container section admin">
      <h1>{a.title}</h1>
      <p>{a.greeting(name ?? '')}</p>
      <p className="notice-box">{a.coming}</p>
      <div className="admin-grid">
        <section aria-labelledby="admin-articles">
          <h2 id="admin-articles">{a.articles}</h2>
          <p>{a.articleTypes}</p>
        </section>
        <section aria-labelledby="admin-students">
          <h2 id="admin-students">{a.students}</h2>
          <ul>
            <li>{a.allStudents}</li>
            <li>{a.approval}</li>
            <li>{a.progress}</li>
            <li>{a.mentoring}</li>
          </ul>
        </section>
        <section aria-labelledby="admin-curriculum">
          <h2 id="admin-curriculum">{a.curriculum}</h2>
        </section>
      </div>
    </div>
  );
}
