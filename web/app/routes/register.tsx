import type { MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { REQUIRED_COURSE } from '@dharma/config/rules';
import { chromeUi, registerUi } from '@dharma/config/words';
import { Cart } from '~/components/register/Cart';
import { courseIndex, requiredCode } from '~/components/register/courses';
import { LevelList } from '~/components/register/LevelList';
import { Review } from '~/components/register/Review';
import { WizardHeader } from '~/components/register/WizardHeader';
import type { action, loader } from './register.server';

export { headers, action, loader } from './register.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.semester.label ? `${registerUi.title(data.semester.label)} | ${chromeUi.siteName}` : chromeUi.siteName },
];

/**
 * The register wizard. Step 1 chooses courses into a cart kept in the session; step 2 reviews
 * them with the fees and submits. Every button is a form, so it all works without JavaScript;
 * the cart rules come from config and the CMS enforces the application rules again.
 */
export default function Register() {
  const { families, semester, signedIn, applied, feeDue, paid, depositor, cart, step } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as { error?: string } | undefined;
  const busy = useNavigation().state !== 'idle';
  const byCode = courseIndex(families, semester.semester);
  const required = requiredCode(semester.semester);
  const requiredName = families.find((f) => f.catalog === REQUIRED_COURSE.catalog)?.name ?? '';

  return (
    <div className="container section register">
      <WizardHeader semester={semester} signedIn={signedIn} step={step} />
      {step === 1 ? (
        <div className="register-grid">
          <LevelList families={families} semester={semester} busy={busy} />
          <Cart cart={cart} byCode={byCode} required={required} requiredName={requiredName} error={refused?.error} busy={busy} />
        </div>
      ) : (
        <Review
          codes={[...cart, ...(required ? [required] : [])]}
          byCode={byCode}
          semester={semester}
          feeDue={feeDue}
          applied={applied}
          paid={paid}
          depositor={depositor}
          signedIn={signedIn}
          busy={busy}
        />
      )}
    </div>
  );
}
