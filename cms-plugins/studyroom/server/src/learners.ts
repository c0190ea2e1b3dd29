import type { Core } from '@strapi/strapi';
import { accountNames } from '@dharma/config/platform/plugin';
import { enrolmentOf } from './ports';

/**
 * How the study room shows a learner to classmates: the dharma name they gave on their temple
 * membership when they have one, else the name they signed up with. The enrolment plugin keeps
 * the dharma name, so it answers the display name (config's displayName) for every plugin.
 */
export function learnersOf(strapi: Core.Strapi) {
  return {
    displayNames(ids: number[]): Promise<Map<number, string>> {
      return enrolmentOf(strapi).membership.displayNames(ids);
    },

    /** The names learners signed up with, for those who gave one: what the office's pages show. */
    async signUpNames(ids: number[]): Promise<Map<number, string>> {
      const users = await accountNames(strapi, ids);
      return new Map([...users.values()].flatMap((u) => (u.name ? [[u.id, u.name] as const] : [])));
    },
  };
}
