import { displayName, messages } from '@dharma/config';
import { enrolmentOf } from './ports';

/**
 * How the study room shows a learner to classmates: the dharma name they gave on their temple
 * membership (the enrolment plugin keeps it) when they have one, else the name they signed up
 * with (the users-permissions user). Both are read through their plugins' services.
 */
export function learnersOf(strapi) {
  return {
    async displayNames(ids: number[]): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const [users, dharmaNames] = await Promise.all([
        strapi.plugin('users-permissions').service('user').fetchAll({ filters: { id: { $in: unique } }, fields: ['name'] }) as Promise<{ id: number; name: string | null }[]>,
        enrolmentOf(strapi).membership.dharmaNames(unique),
      ]);
      const names = new Map(users.map((u) => [Number(u.id), u.name] as const));
      return new Map(unique.map((id) => [id, displayName(dharmaNames.get(id), names.get(id), messages.author_unnamed)] as const));
    },
  };
}
