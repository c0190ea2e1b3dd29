import type { RenderedNotice } from '@dharma/config/words';

/**
 * What a channel made of one try: the other side took it; this recipient cannot be reached now
 * (try this notice again later) or ever (the notice is dead); or the other side refuses the
 * school itself (a wrong password, a sending quota, no connection): no notice is at fault, every
 * one waits and sending pauses.
 */
export type Delivery = { sent: true } | { retry: string } | { refused: string } | { outage: string };

/** One message for one address, with what every channel needs besides the words. */
export interface Outgoing extends RenderedNotice {
  to: string;
  /** The notice's idempotency key: a copy sent again after a crash is recognisable as the same message. */
  key: string;
  /** Where one click turns this kind off (mail clients' own button posts to it). */
  unsubscribe: string;
}

/**
 * A way to reach a learner one message at a time: e-mail (SMTP, or .eml files in development).
 * KakaoTalk does not fit this shape: exactly once through a provider's HTTP API needs the batch
 * (a message group stored before anything is added to it, read back after any unclear answer), so
 * it has a pass of its own (services/kakao-sender.ts, decision 048); the events and the outbox are
 * the same for both.
 */
export interface Channel {
  readonly name: string;
  /** How many `deliver` calls it carries out side by side (one when unset). */
  readonly parallel?: number;
  deliver(message: Outgoing): Promise<Delivery>;
  close?(): Promise<void> | void;
}
