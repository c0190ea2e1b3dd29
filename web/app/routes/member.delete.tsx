import { type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { accountDeleteUi, chromeUi, memberUi } from '@dharma/config/words';
import { Field } from '~/components/Field';
import { ConfirmOrBack } from '~/components/ConfirmOrBack';
import type { action } from './member.delete.server';
import { ErrorAlert } from '~/components/ErrorAlert';

export { headers, loader, action } from './member.delete.server';

export const meta: MetaFunction = () => [{ title: `${accountDeleteUi.title} | ${chromeUi.siteName}` }];

const d = accountDeleteUi;

export default function DeleteAccount() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="container section narrow" aria-labelledby="delete-title">
      <h1 id="delete-title">{d.title}</h1>
      <p className="alert alert-error">{d.intro}</p>
      <h2>{d.erasedTitle}</h2>
      <ul>
        {d.erased.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{d.keptTitle}</h2>
      <ul>
        {d.kept.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        {d.downloadFirst}{' '}
        <a href="/member/data" download>
          {memberUi.download}
        </a>
      </p>
      <p className="muted">{d.againNote}</p>
      <Form method="post" className="stack-form">
        <ErrorAlert error={result?.error} id="delete-error" />
        <Field id="delete-confirm" label={d.phraseLabel}>
          <input
            id="delete-confirm"
            name="confirm"
            required
            maxLength={50}
            autoComplete="off"
            defaultValue={result?.typed ?? ''}
            aria-invalid={result?.error ? true : undefined}
            aria-describedby={result?.error ? 'delete-error' : undefined}
          />
        </Field>
        <div className="button-row">
          <ConfirmOrBack confirm={d.submit} back="/member" backLabel={d.cancel} busy={busy} />
        </div>
      </Form>
    </section>
  );
}
