import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { DEPOSITOR_DIGITS, depositorNameOf, isUniqueViolation } from '@dharma/config/rules';
import { usersOf } from '../ports';
import { applicationsRepository, depositsRepository, type DepositorCodeRow } from '../repositories';

/** Tries at storing a code before giving up: each miss means another learner took the same digits that instant. */
const ATTEMPTS = 8;

/** Digits nobody in the semester has, drawn at random so a code says nothing about its learner or when they applied. */
export function freshDigits(taken: Set<string>): string {
  // Once half the 4-digit codes are given out, a draw misses too often: codes get a digit more.
  const length = taken.size * 2 < 10 ** DEPOSITOR_DIGITS ? DEPOSITOR_DIGITS : DEPOSITOR_DIGITS + 1;
  for (;;) {
    const digits = String(crypto.randomInt(0, 10 ** length)).padStart(length, '0');
    if (!taken.has(digits)) return digits;
  }
}

/**
 * Depositor names: each learner who applies for a semester is given one (their name, shortened,
 * and digits unique in the semester) to write on their transfer, so the office can tell whose
 * money a statement line is even when names repeat or a parent pays.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = depositsRepository(strapi);
  return {
    /**
     * The learner's code for the semester, made the first time it is needed and the same ever
     * after (a changed or re-made application keeps it). Runs outside any transaction: a clash on
     * the unique indexes is then just a retry, also on PostgreSQL.
     */
    async ensure(owner: number, semesterCode: string, learnerName: string | null): Promise<DepositorCodeRow> {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const existing = await store.codeOf(owner, semesterCode);
        if (existing) return existing;
        const name = learnerName ?? (await usersOf(strapi).names([owner])).get(owner) ?? null;
        const digits = freshDigits(await store.digitsOf(semesterCode));
        const code = { owner, semesterCode, digits, depositor: depositorNameOf(name, digits) };
        try {
          await store.addCode(code);
          return code;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new Error(`no depositor code for learner ${owner} in ${semesterCode} after ${ATTEMPTS} tries`);
    },

    /** The codes of a semester's learners (all of them when none are named), by learner. */
    async ofSemester(semesterCode: string, owners?: number[]): Promise<Map<number, DepositorCodeRow>> {
      return new Map((await store.codesOf(semesterCode, owners)).map((c) => [c.owner, c] as const));
    },

    /** The learner's code for the semester, or null when they never applied for it. */
    async of(owner: number, semesterCode: string): Promise<DepositorCodeRow | null> {
      return store.codeOf(owner, semesterCode);
    },

    /**
     * Applications stored before depositor codes existed, still waiting for their payment, get
     * one (at start-up; idempotent, and safe when several processes start at once).
     */
    async backfill(): Promise<number> {
      let made = 0;
      for (const w of await applicationsRepository(strapi).waiting()) {
        if (await store.codeOf(w.owner, w.semesterCode)) continue;
        await this.ensure(w.owner, w.semesterCode, w.learnerName);
        made++;
      }
      return made;
    },

    /** The learner's depositor names, for "download my data". */
    async ofLearner(owner: number): Promise<{ semester: string; depositor: string }[]> {
      return (await store.codesOfOwner(owner)).map((c) => ({ semester: c.semesterCode, depositor: c.depositor }));
    },

    /** Account deletion: the code carries the learner's name. */
    async forget(owner: number): Promise<void> {
      await store.forgetOwner(owner);
    },
  };
};
