import type { Core } from '@strapi/strapi';
import type { SemesterRow } from '../types';

const UID = 'api::semester.semester';

/** The columns the plugin's rules and pages use. */
const FIELDS = [
  'code',
  'label',
  'termStart',
  'termEnd',
  'applyStart',
  'applyEnd',
  'registrationFee',
  'admissionFee',
  'bankAccount',
  'paymentDue',
] as const satisfies readonly (keyof SemesterRow)[];

/**
 * The semesters (the app's content type, without draft and publish), read straight from their
 * table. Every application reads them afresh (a changed window decides at once); through the
 * documents API each read also ran the document service's parameter pipeline and selected every
 * column, for the same rows: the documents API adds nothing for a type without drafts or locales.
 */
export const semestersRepository = (strapi: Core.Strapi) => ({
  all(): Promise<SemesterRow[]> {
    return strapi.db.query(UID).findMany({ select: [...FIELDS], limit: 1000 });
  },
});

export type SemestersRepository = ReturnType<typeof semestersRepository>;
