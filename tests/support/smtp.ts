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
  /** Resolves once the connection of the message held last has closed (its client went away). */
  heldConnectionClosed(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server from the npm registry) in the test process: it speaks SMTP as
 * a mail server does, and a message is delivered only when it answers 250 to the message's end.
 * A client that goes away before that answer has delivered nothing, as with any mail server.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  const verdicts: Verdict[] = [];
  const closed = new Set<string>();
  const onClosed = new Map<string, () => void>();
  let heldClosed: Promise<void> = Promise.resolve();
  let announceWaiting: (() => void) | null = null;
  let waiting = new Promise<void>((resolve) => (announceWaiting = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
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
          heldClosed = closed.has(session.id) ? Promise.resolve() : new Promise<void>((resolve) => onClosed.set(session.id, resolve));
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: (...more) => verdicts.push(...more),
    waitingForAnswer: () => waiting,
    heldConnectionClosed: () => heldClosed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
