import { displayName, messages, type StudyClass } from '@dharma/config';

/**
 * What the records plugin asks the study room: the learner's classes (their grades) as the study
 * room computes them, and what a score sheet counts. Records never reads the study room's or the
 * enrolment plugin's tables.
 */
interface StudyroomClasses {
  gradeFacts(userId: number, id: number, today?: string): Promise<{ course: StudyClass; tasksAnswered: number; votesReceived: number }>;
  myCourses(userId: number, today?: string): Promise<{ all: StudyClass[]; credits: number; credits_to_complete: number; semester: number }>;
}

export function studyroomOf(strapi) {
  return {
    get classes(): StudyroomClasses {
      return strapi.plugin('studyroom').service('classes') as StudyroomClasses;
    },
  };
}

/** A study-room refusal that means "no such grade for this learner". */
export const isNotFound = (error: unknown): boolean => (error as { kind?: string })?.kind === 'not_found';

/**
 * The learner's name as the school writes it on a certificate: the dharma name of their temple
 * membership (the enrolment plugin keeps it) when they have one, else the name they signed up
 * with (the users-permissions user). Both read through their plugins' services.
 */
export async function learnerNameOf(strapi, userId: number): Promise<string> {
  const [users, dharmaNames] = await Promise.all([
    strapi.plugin('users-permissions').service('user').fetchAll({ filters: { id: userId }, fields: ['name'] }) as Promise<{ id: number; name: string | null }[]>,
    (strapi.plugin('enrolment').service('membership') as { dharmaNames(owners: number[]): Promise<Map<number, string>> }).dharmaNames([userId]),
  ]);
  return displayName(dharmaNames.get(userId), users[0]?.name ?? null, messages.author_unnamed);
}
