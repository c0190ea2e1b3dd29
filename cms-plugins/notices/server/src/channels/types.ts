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
 * A way to reach a learner. E-mail today; a KakaoTalk business-message provider later is one more
 * implementation, and the events and the outbox do not change.
 */
export interface Channel {
  readonly name: string;
  /** How many `deliver` calls it carries out side by side (one when unset). */
  readonly parallel?: number;
  deliver(message: Outgoing): Promise<Delivery>;
  close?(): Promise<void> | void;
}
