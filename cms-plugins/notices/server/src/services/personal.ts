import type { Core } from '@strapi/strapi';
import { outboxRepository } from '../repositories';
import { choicesRepository } from '../repositories/choices';
import { confirmationsRepository } from '../repositories/confirmations';
import { phoneCodesRepository } from '../repositories/phone-codes';
import choicesService from './choices';

/**
 * The notices part of a learner's personal data, for "download my data" and "delete my account"
 * (the records plugin lists every section and calls these through its port). Both run inside the
 * caller's transaction when there is one.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const outbox = outboxRepository(strapi);
  const choices = choicesRepository(strapi);
  const confirmations = confirmationsRepository(strapi);
  const phoneCodes = phoneCodesRepository(strapi);
  const choiceOf = choicesService({ strapi });
  return {
    /** Which kinds the learner has on and off and by which channel, the other address and mobile number they confirmed and the reminder's time. */
    async choices(learner: number): Promise<Record<string, unknown>[]> {
      const [kinds, settings] = await Promise.all([choiceOf.of(learner), choiceOf.settings(learner)]);
      return [
        ...kinds.map((c) => ({ setting: c.kind, value: c.on ? 'on' : 'off' })),
        ...Object.entries(settings.channels).map(([kind, channel]) => ({ setting: `${kind}:channel`, value: channel })),
        { setting: 'address', value: settings.address ?? '' },
        { setting: 'phone', value: settings.phone ?? '' },
        { setting: 'reminder_at', value: settings.reminder_at },
      ];
    },
    /** The notices written for the learner: kind, state and when, never a message's words. */
    async notices(learner: number): Promise<Record<string, unknown>[]> {
      return outbox.ofLearner(learner);
    },
    /** Account deletion: the learner's choices go (the mobile number with them), and the address confirmations and number codes they asked for. */
    async eraseChoices(learner: number): Promise<void> {
      await choices.deleteOf(learner);
      await confirmations.deleteOf(learner);
      await phoneCodes.deleteOf(learner);
    },
    /** Account deletion: every notice of the learner goes, waiting ones too (they would tell of an account that is gone). */
    eraseNotices: (learner: number) => outbox.deleteOfLearner(learner),
  };
};
