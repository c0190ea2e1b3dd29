import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Channel, Delivery, Outgoing } from './types';

interface SmtpFailure {
  responseCode?: number;
  response?: string;
  code?: string;
  command?: string;
  message?: string;
}

/**
 * What an SMTP answer says, read from nodemailer's error: the reply code, the enhanced status
 * code in its text (RFC 3463: class.subject.detail) and the command it answered.
 * - About the recipient and final: a 5xx whose enhanced code is 5.1.x (no such address or domain)
 *   or 5.2.1 (mailbox disabled); without an enhanced code, 501/550/551/553 to RCPT TO; and an address
 *   nodemailer itself cannot send to. The notice is dead.
 * - About the recipient, for now: a 4xx to RCPT TO (greylisting, a busy mailbox) and a full
 *   mailbox (x.2.2). This notice waits for its own back-off.
 * - Everything else is about the school's sending, not the notice: authentication (EAUTH,
 *   530/534/535/454, x.7.x), quotas (452/552, x.4.5, x.5.3), connections and time-outs, 421, a
 *   refused sender or message. An outage: every notice waits, none dies of it.
 */
export function deliveryOf(e: SmtpFailure): Exclude<Delivery, { sent: true }> {
  const why = e.response ?? e.code ?? e.message ?? 'failed';
  const code = e.responseCode ?? 0;
  const enhanced = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(e.response ?? '');
  const [subject, detail] = enhanced ? [Number(enhanced[2]), Number(enhanced[3])] : [null, null];
  const toRecipient = e.command === 'RCPT TO';
  if (e.code === 'EENVELOPE' && e.command === 'API' && /recipient/i.test(e.message ?? '')) return { refused: why };
  if (e.code === 'EAUTH' || [421, 454, 530, 534, 535].includes(code)) return { outage: why };
  if (code >= 500 && code < 600) {
    if (subject === 1 || (subject === 2 && detail === 1)) return { refused: why };
    if (subject === 2 && detail === 2) return { retry: why };
    if (subject === null && toRecipient && [501, 550, 551, 553].includes(code)) return { refused: why };
    return { outage: why };
  }
  if (code >= 400 && code < 500) {
    if (subject === 1 || subject === 2 || (subject === null && toRecipient && code !== 452)) return { retry: why };
    if (toRecipient && subject === 7) return { retry: why };
    return { outage: why };
  }
  return { outage: why };
}

/**
 * E-mail over SMTP with nodemailer. The server's 250 to the end of the message is the hand-over;
 * any other answer is read by `deliveryOf`. The Message-ID is derived from the notice's key.
 *
 * `connections` kept connections, over which `deliver` calls made side by side go out side by
 * side (decision 046), at most `perSecond` messages a second across all of them.
 */
export function emailChannel({
  url,
  from,
  domain,
  connections = 1,
  perSecond = 0,
}: {
  url: string;
  from: string;
  domain: string;
  connections?: number;
  perSecond?: number;
}): Channel {
  // Kept connections for message after message: opening one per message cost about 115 ms each
  // (the server's greeting, EHLO, and on a real server TLS and AUTH), so 5,000 reminders took 16
  // minutes instead of 20 seconds (`BENCH_ONLY=reminders`). What the URL sets itself wins.
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    ...(perSecond > 0 ? { rateDelta: 1000, rateLimit: perSecond } : {}),
  });
  return {
    name: 'email',
    parallel: connections,
    async deliver(m: Outgoing): Promise<Delivery> {
      try {
        // Built whole before it goes: handed to the connection as one piece, the message leaves in
        // one or two socket writes instead of one per MIME part and header (those writes were a
        // quarter of the CMS's CPU over a day of reminders, `BENCH_ONLY=year`).
        const mail = new MailComposer({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          messageId: `<${crypto.createHash('sha256').update(m.key).digest('hex').slice(0, 32)}@${domain}>`,
          headers: {
            'List-Unsubscribe': `<${m.unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            'Auto-Submitted': 'auto-generated',
          },
        }).compile();
        await transport.sendMail({ envelope: mail.getEnvelope(), raw: await mail.build() });
        return { sent: true };
      } catch (error) {
        return deliveryOf(error as SmtpFailure);
      }
    },
    close: () => transport.close(),
  };
}
