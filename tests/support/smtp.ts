import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/lib/free-port.mjs';

/** What the test mail server does with the next message's end: take it, refuse it for now, refuse it for good, or hold its answer. */
export type Verdict = 'accept' | { code: 451 | 550; text: string } | { hold: Promise<void> };

export interface TestSmtp {
  url: string;
  /** Messages the server took (answered 250), in order. */
  received: ParsedMail[];
  /** Decides the next messages' fate, one verdict per message; afterwards every message is taken. */
  next(...verdicts: Verdict[]): void;
  /** Resolves once a message's end has arrived and is waiting for its (held) answer. */
  waitingForAnswer(): Promise<void>;
  /** Resolves once the connections of every message held so far have closed (their clients went away). */
  heldConnectionClosed(): Promise<void>;
  /** The next `times` logins are refused with `answer` (a wrong password: 535 5.7.8), each open connection closed first so the next message logs in. */
  refuseLogins(times: number, answer?: { code: number; text: string }): void;
  /** Every message to `address` is refused at RCPT TO with this answer (e.g. 550 5.1.1: no such mailbox). */
  refuseRecipient(address: string, answer: { code: number; text: string }): void;
  close(): Promise<void>;
}

/** A login the server asks for when started with `login` (its URL then carries it, as a provider's would). */
export interface TestSmtpLogin {
  user: string;
  pass: string;
}

/**
 * A real SMTP server (smtp-server from the npm registry) in the test process: it speaks SMTP as
 * a mail server does, and a message is delivered only when it answers 250 to the message's end.
 * A client that goes away before that answer has delivered nothing, as with any mail server.
 */
export async function startTestSmtp(options: { login?: TestSmtpLogin } = {}): Promise<TestSmtp> {
  const port = await freePort();
  const { login } = options;
  let loginRefusals = 0;
  let loginAnswer = { code: 535, text: '5.7.8 Authentication credentials invalid' };
  const refusedRecipients = new Map<string, { code: number; text: string }>();
  const answer = (a: { code: number; text: string }) => Object.assign(new Error(a.text), { responseCode: a.code });
  const received: ParsedMail[] = [];
  const verdicts: Verdict[] = [];
  const closed = new Set<string>();
  const onClosed = new Map<string, () => void>();
  const heldClosed: Promise<void>[] = [];
  let announceWaiting: (() => void) | null = null;
  let waiting = new Promise<void>((resolve) => (announceWaiting = resolve));
  const server = new SMTPServer({
    authOptional: !login,
    // A login over plain SMTP: the test server listens on the loopback only.
    allowInsecureAuth: Boolean(login),
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    // Strict parsing refuses addresses over 253 characters; the longest one a learner may give
    // (254, RFC 3696's limit) must reach it as it reaches a provider's server.
    lenientAddressParsing: true,
    onAuth(auth, _session, callback) {
      if (loginRefusals > 0) {
        loginRefusals -= 1;
        return callback(answer(loginAnswer));
      }
      if (auth.username !== login?.user || auth.password !== login?.pass) return callback(answer(loginAnswer));
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      const refusal = refusedRecipients.get(address.address.toLowerCase());
      callback(refusal ? answer(refusal) : undefined);
    },
    onClose(session) {
      closed.add(session.id);
      onClosed.get(session.id)?.();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const verdict = verdicts.shift() ?? 'accept';
        if (typeof verdict === 'object' && 'hold' in verdict) {
          heldClosed.push(closed.has(session.id) ? Promise.resolve() : new Promise<void>((resolve) => onClosed.set(session.id, resolve)));
          announceWaiting?.();
          waiting = new Promise<void>((resolve) => (announceWaiting = resolve));
          await verdict.hold;
        }
        if (typeof verdict === 'object' && 'code' in verdict) {
          const error = new Error(verdict.text) as Error & { responseCode: number };
          error.responseCode = verdict.code;
          callback(error);
          return;
        }
        // This server drops a message whose client went away before the answer (some servers
        // would keep it: that copy is the one a resend after a crash could double).
        if (closed.has(session.id)) return callback();
        received.push(await simpleParser(Buffer.concat(chunks)));
        callback();
      });
    },
  });
  // The crash tests kill the CMS in the middle of a conversation: the kernel then resets its
  // connections (RST when the client had unread bytes), and smtp-server re-emits the socket's
  // ECONNRESET/EPIPE on the server, which with no listener is an uncaught exception that fails the
  // whole run after every test passed. A reset by a killed client is what those tests do on
  // purpose; any other server error still surfaces.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const connections = (server as unknown as { connections: Set<{ close(): void }> }).connections;
  return {
    url: login
      ? `smtp://${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@127.0.0.1:${port}`
      : `smtp://127.0.0.1:${port}`,
    refuseLogins(times, refusal) {
      loginRefusals = times;
      if (refusal) loginAnswer = refusal;
      for (const connection of connections) connection.close();
    },
    refuseRecipient: (address, refusal) => void refusedRecipients.set(address.toLowerCase(), refusal),
    received,
    next: (...more) => verdicts.push(...more),
    waitingForAnswer: () => waiting,
    heldConnectionClosed: () => Promise.all(heldClosed).then(() => undefined),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
