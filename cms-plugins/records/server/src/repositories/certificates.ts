import type { Core } from '@strapi/strapi';
import { isUniqueViolation } from '@dharma/config/rules';

export interface CertificateRow {
  id: number;
  code: string;
  owner: number;
  subject: string;
  kind: 'course' | 'completion';
  learnerName: string;
  courseName: string | null;
  courseCode: string | null;
  semesterLabel: string | null;
  credits: number;
  issuedOn: string;
}

const table = 'records_certificates';
/** A row as knex reads it: PostgreSQL and SQLite differ in how they return ids and dates. */
interface StoredCertificate {
  id: number | string;
  code: string;
  owner: number | string;
  subject: string;
  kind: CertificateRow['kind'];
  learner_name: string;
  course_name: string | null;
  course_code: string | null;
  semester_label: string | null;
  credits: number | string;
  issued_on: string | Date;
}

const rowOf = (r: StoredCertificate): CertificateRow => ({
  id: Number(r.id),
  code: r.code,
  owner: Number(r.owner),
  subject: r.subject,
  kind: r.kind,
  learnerName: r.learner_name,
  courseName: r.course_name ?? null,
  courseCode: r.course_code ?? null,
  semesterLabel: r.semester_label ?? null,
  credits: Number(r.credits),
  issuedOn: typeof r.issued_on === 'string' ? r.issued_on.slice(0, 10) : new Date(r.issued_on).toISOString().slice(0, 10),
});

/** The only code that reads and writes issued certificates. */
export function certificatesRepository(strapi: Core.Strapi) {
  const knex = () => strapi.db.connection;
  return {
    async ofOwner(owner: number): Promise<CertificateRow[]> {
      return (await knex()(table).select('*').where({ owner })).map(rowOf);
    },
    async bySubject(owner: number, subject: string): Promise<CertificateRow | null> {
      const row = await knex()(table).select('*').where({ owner, subject }).first();
      return row ? rowOf(row) : null;
    },
    /**
     * Account deletion: a certificate carries the learner's name, so it goes, and its code no
     * longer verifies. Through the query engine, so it joins the deletion's transaction.
     */
    async deleteOfOwner(owner: number): Promise<void> {
      await strapi.db.query('plugin::records.certificate').deleteMany({ where: { owner } });
    },
    async byCode(code: string): Promise<CertificateRow | null> {
      const row = await knex()(table).select('*').where({ code }).first();
      return row ? rowOf(row) : null;
    },
    /**
     * Issues once: two downloads at the same moment both end with the one row the unique index
     * let in. A code that happens to be taken is drawn again.
     */
    async issue(row: Omit<CertificateRow, 'id' | 'code'>, drawCode: () => string): Promise<CertificateRow> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const now = new Date();
        try {
          await knex()(table).insert({
            code: drawCode(),
            owner: row.owner,
            subject: row.subject,
            kind: row.kind,
            learner_name: row.learnerName,
            course_name: row.courseName,
            course_code: row.courseCode,
            semester_label: row.semesterLabel,
            credits: row.credits,
            issued_on: row.issuedOn,
            created_at: now,
            updated_at: now,
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
        const issued = await this.bySubject(row.owner, row.subject);
        if (issued) return issued;
      }
      throw new Error('could not draw a free certificate code');
    },
  };
}
