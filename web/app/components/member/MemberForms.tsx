import { useState } from 'react';
import { Form } from '@remix-run/react';
import { type MemberPage } from '@dharma/config/contracts';
import { CHANNEL_CHOICE_KINDS, CHANNEL_CHOICES, PHONE_CODE_MINUTES, formatMobile, type NoticeKind } from '@dharma/config/rules';
import { memberUi, noticesUi } from '@dharma/config/words';
import type { MemberFormResult } from '~/lib/form-results';
import { useHydrated } from '~/lib/hydrated';
import { Field, TextField } from '~/components/Field';
import { ErrorAlert } from '~/components/ErrorAlert';
import { IntentForm } from '~/components/IntentForm';

const m = memberUi;

type FormProps = { result: MemberFormResult | undefined; values: Record<string, string> };

/** What one of the page's forms came to: done, or the Korean reason it was refused. */
function Outcome({ result, form }: { result: MemberFormResult | undefined; form: MemberFormResult['form'] }) {
  if (!result || result.form !== form) return null;
  if (result.error) return <ErrorAlert error={result.error} />;
  return (
    <p className="alert" role="status">
      {result.done}
    </p>
  );
}

/** Name, phone and (with a membership) the dharma name; the e-mail is Kakao's and only shown. */
export function ProfileSection({
  data,
  result,
  values,
}: FormProps & { data: Pick<MemberPage, 'name' | 'email' | 'phone' | 'membership'> }) {
  const { membership } = data;
  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">{m.profile}</h2>
      <Outcome result={result} form="profile" />
      <Form method="post" className="stack-form">
        <input type="hidden" name="intent" value="profile" />
        <Field id="member-name" label={m.name}>
          <input id="member-name" name="name" required maxLength={50} autoComplete="name" defaultValue={values.name ?? data.name ?? ''} />
        </Field>
        <div className="field">
          <p className="member-value">
            <strong>{m.email}</strong>
            <br />
            {data.email ?? m.noEmail} <span className="muted">({m.emailNote})</span>
          </p>
        </div>
        {membership ? (
          <TextField
            id="member-dharma-name"
            label={m.dharmaName}
            hint={m.dharmaNameHint}
            hintClass="muted"
            name="religion_name"
            maxLength={30}
            defaultValue={values.religion_name ?? membership.religion_name ?? ''}
          />
        ) : null}
        <TextField
          id="member-phone"
          label={m.phone}
          hint={m.phoneHint}
          hintClass="muted"
          name="phone"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          defaultValue={values.phone ?? data.phone ?? ''}
        />
        <div>
          <button type="submit" className="button">
            {m.save}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** The membership record, or the form that applies for one, and the membership number form. */
export function MembershipSection({ membership, result, values }: FormProps & { membership: MemberPage['membership'] }) {
  return (
    <section aria-labelledby="membership-title" className="section">
      <h2 id="membership-title">{m.membership}</h2>
      <Outcome result={result} form="membership" />
      {membership ? (
        <dl className="level-facts">
          <div>
            <dt>{m.dharmaName}</dt>
            <dd>{membership.religion_name ?? m.notSet}</dd>
          </div>
          <div>
            <dt>{m.status}</dt>
            <dd>{m.statuses[membership.status] ?? membership.status}</dd>
          </div>
        </dl>
      ) : (
        <>
          <p className="muted">{m.noMembership}</p>
          <Form method="post" className="stack-form">
            <input type="hidden" name="intent" value="membership" />
            <Field id="member-dharma" label={m.dharmaName}>
              <input id="member-dharma" name="religion_name" maxLength={30} defaultValue={values.religion_name ?? ''} />
            </Field>
            <label className="check">
              <input type="checkbox" name="agreed" /> {m.agree}
            </label>
            <div>
              <button type="submit" className="button">
                {m.apply}
              </button>
            </div>
          </Form>
        </>
      )}
      <h3>{m.number}</h3>
      <Outcome result={result} form="number" />
      <p data-testid="member-number">{membership?.membership_number ?? m.noNumber}</p>
      <Form method="post" className="stack-form">
        <input type="hidden" name="intent" value="number" />
        <TextField
          id="member-number-input"
          label={m.number}
          hint={m.numberHint}
          hintId="member-number-hint"
          hintClass="muted"
          name="number"
          inputMode="numeric"
          maxLength={20}
          defaultValue={values.number ?? ''}
        />
        <div>
          <button type="submit" className="button button-light">
            {m.saveNumber}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * Which notices the learner gets by e-mail and where: the address (Kakao's, or another one
 * confirmed by a link sent to it), one box per kind they may turn off, and the daily reminder's
 * time. Without JavaScript every field is always there; with it, the time is asked only while
 * the reminder is on.
 */
export function NoticesSection({ data, result, values }: FormProps & { data: Pick<MemberPage, 'email' | 'notices' | 'notice_settings'> }) {
  const n = noticesUi;
  const hydrated = useHydrated();
  const settings = data.notice_settings;
  const reminder = data.notices.find((c) => c.kind === 'daily_reminder');
  const [reminderOn, setReminderOn] = useState(reminder?.on ?? false);
  const sendsTo = settings.address ?? data.email;
  const kakao = settings.kakao_available === true;
  // Only kinds the learner is offered (some event sends them) get a channel to choose.
  const channelKinds = kakao ? CHANNEL_CHOICE_KINDS.filter((kind) => data.notices.some((c) => c.kind === kind)) : [];
  const kept = result?.form === 'notices' ? values : {};
  return (
    <section aria-labelledby="notices-title" className="section">
      <h2 id="notices-title">{kakao ? n.sectionWithKakao : n.section}</h2>
      <Outcome result={result} form="notice-address" />
      <div className="field">
        <p className="member-value">
          <strong>{n.sendsTo}</strong>
          <br />
          <span data-testid="notice-address">{sendsTo ?? n.noAddress}</span>
          {sendsTo ? <span className="muted"> ({settings.address ? n.otherAddress : n.kakaoAddress})</span> : null}
        </p>
      </div>
      {settings.address && data.email ? (
        <IntentForm intent="notice-kakao" className="button button-light">
          {n.backToKakao}
        </IntentForm>
      ) : null}
      <Form method="post" className="stack-form">
        <input type="hidden" name="intent" value="notice-address" />
        <TextField
          id="notice-address-input"
          label={n.newAddress}
          hint={n.newAddressHint}
          hintId="notice-address-hint"
          hintClass="muted"
          name="address"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={result?.form === 'notice-address' ? (values.address ?? '') : ''}
        />
        <div>
          <button type="submit" className="button button-light">
            {n.sendConfirmation}
          </button>
        </div>
      </Form>
      {kakao ? <KakaoPhone settings={settings} result={result} values={values} /> : null}
      <Outcome result={result} form="notices" />
      <Form method="post" className="stack-form">
        <input type="hidden" name="intent" value="notices" />
        <fieldset>
          <legend>{n.choose}</legend>
          {data.notices.map((choice) => (
            <div className="check" key={choice.kind}>
              <input
                type="checkbox"
                id={`notice-${choice.kind}`}
                name="on"
                value={choice.kind}
                defaultChecked={choice.on}
                onChange={choice.kind === 'daily_reminder' ? (e) => setReminderOn(e.currentTarget.checked) : undefined}
              />
              <label htmlFor={`notice-${choice.kind}`}>{n.kinds[choice.kind]}</label>
            </div>
          ))}
        </fieldset>
        {channelKinds.length ? (
          <fieldset className="channel-choices" aria-describedby="notice-channels-note">
            <legend>{n.channelsTitle}</legend>
            <div id="notice-channels-note" className="hint">
              {settings.phone ? null : <p>{n.channelsNoPhone}</p>}
              <p>{n.quietHours}</p>
            </div>
            {channelKinds.map((kind) => (
              <ChannelPicker
                key={kind}
                kind={kind}
                shown={settings.channels[kind]}
                chosen={kept[`channel_${kind}`] ?? settings.channels[kind]}
              />
            ))}
          </fieldset>
        ) : null}
        {reminder ? (
          <TextField
            id="notice-reminder-at"
            label={n.reminderAt}
            hint={n.reminderAtHint}
            hintClass="muted"
            name="reminder_at"
            type="time"
            step={60}
            required
            disabled={hydrated && !reminderOn}
            defaultValue={result?.form === 'notices' ? (values.reminder_at ?? settings.reminder_at) : settings.reminder_at}
          />
        ) : null}
        <div>
          <button type="submit" className="button">
            {n.save}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * One kind's channel: KakaoTalk, e-mail or both, a radio group named by the kind. The choice shown
 * goes with it, so only a change is saved: a default the learner never touched stays a default
 * (KakaoTalk once a number is confirmed) rather than being stored as whatever it was that day.
 */
function ChannelPicker({ kind, shown, chosen }: { kind: NoticeKind; shown: string; chosen: string | undefined }) {
  const n = noticesUi;
  return (
    <fieldset className="channel-choice">
      <input type="hidden" name={`channel_${kind}_shown`} value={shown} />
      <legend>
        {n.kinds[kind]}
        <span className="sr-only"> {n.channelsTitle}</span>
      </legend>
      <div className="channel-options">
        {CHANNEL_CHOICES.map((choice) => (
          <label className="check" key={choice}>
            <input type="radio" name={`channel_${kind}`} value={choice} defaultChecked={chosen === choice} /> {n.channels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The mobile number KakaoTalk notices go to: the confirmed one (and the button that takes it off),
 * the code form while a code is on its way to a number, and the form that sends a code to a
 * number. Each is a plain form post, so it works without JavaScript.
 */
function KakaoPhone({ settings, result, values }: FormProps & { settings: MemberPage['notice_settings'] }) {
  const n = noticesUi;
  const { phone, phone_pending: pending } = settings;
  return (
    <div className="kakao-phone" role="group" aria-labelledby="notice-kakao-title">
      <h3 id="notice-kakao-title">{n.kakaoTitle}</h3>
      <Outcome result={result} form="notice-phone" />
      <div className="field">
        <p className="member-value">
          <strong>{n.phoneNumber}</strong>
          <br />
          <span data-testid="notice-phone">{phone ? formatMobile(phone) : n.noPhone}</span>
        </p>
      </div>
      {phone ? (
        <IntentForm intent="notice-phone-remove" className="button button-light">
          {n.removePhone}
        </IntentForm>
      ) : null}
      {pending ? (
        <>
          <h4 id="notice-code-title">{n.codeTitle}</h4>
          <Outcome result={result} form="notice-phone-confirm" />
          <p id="notice-code-sent">{n.codeAsk(formatMobile(pending), PHONE_CODE_MINUTES)}</p>
          <Form method="post" className="stack-form">
            <input type="hidden" name="intent" value="notice-phone-confirm" />
            <TextField
              id="notice-code"
              label={n.code}
              hint={n.codeHint}
              hintClass="muted"
              aria-describedby="notice-code-hint notice-code-sent"
              name="code"
              required
              maxLength={10}
              inputMode="numeric"
              autoComplete="one-time-code"
              defaultValue={result?.form === 'notice-phone-confirm' ? (values.code ?? '') : ''}
            />
            <div>
              <button type="submit" className="button">
                {n.confirmCode}
              </button>
            </div>
          </Form>
        </>
      ) : null}
      <Form method="post" className="stack-form">
        <input type="hidden" name="intent" value="notice-phone" />
        <TextField
          id="notice-phone-input"
          label={phone ? n.phoneChange : n.phoneInput}
          hint={n.phoneHint}
          hintClass="muted"
          name="phone"
          type="tel"
          required
          maxLength={20}
          inputMode="tel"
          autoComplete="tel"
          defaultValue={result?.form === 'notice-phone' ? (values.phone ?? '') : pending ? formatMobile(pending) : ''}
        />
        <div>
          <button type="submit" className={pending || phone ? 'button button-light' : 'button'}>
            {n.sendCode}
          </button>
        </div>
      </Form>
    </div>
  );
}
