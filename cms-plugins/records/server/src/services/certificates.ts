import type { Core } from '@strapi/strapi';
import crypto from 'node:crypto';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_PATTERN,
  certificateKey,
  maskName,
  parseCertificateKey,
  programmeCompleted,
  semesterLabel,
  todayInKorea,
} from '@dharma/config/rules';
import { messages, ui } from '@dharma/config/words';
import { type CertificateCheck, type CertificateSummary, type StudyClass } from '@dharma/config/contracts';
import { cmsEnv } from '@dharma/config/platform/env';
import { RecordsError } from '../errors';
import { certificatesRepository, type CertificateRow } from '../repositories';
import { learnerNameOf, studyroomOf } from '../ports';
import { renderCertificate } from './certificate-pdf';

/** A fresh verification code from a cryptographic source: `DS-7K2M-9QXA`. */
function drawCode(): string {
  const bytes = crypto.randomBytes(8);
  const letters = [...bytes].map((b) => CERTIFICATE_CODE_ALPHABET[b % CERTIFICATE_CODE_ALPHABET.length]).join('');
  return `DS-${letters.slice(0, 4)}-${letters.slice(4)}`;
}

const courseTitle = (c: StudyClass) => ui.studyroom.courseName(c.name, c.level);

/**
 * Certificates: one per COMPLETED class, and the completion certificate once credits reach
 * CREDITS_TO_COMPLETE. The first download issues it (a snapshot and a code); later downloads
 * give the same. Anyone may check a code; the check shows the name partly hidden.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = certificatesRepository(strapi);
  const study = studyroomOf(strapi);
  const siteUrl = () => cmsEnv().SITE_URL.replace(/\/+$/, '');

  /** What the learner has earned, from the study room's view of their classes. */
  const earned = async (userId: number) => {
    const mine = await study.classes.myCourses(userId);
    const courses = mine.all.filter((c) => c.status === 'completed');
    return { courses, credits: mine.credits, completion: programmeCompleted(mine.credits) };
  };

  return {
    /** GET /v1/certificates: each certificate earned, with its code once issued. */
    async list(userId: number): Promise<CertificateSummary[]> {
      const [{ courses, credits, completion }, issued] = await Promise.all([earned(userId), repo.ofOwner(userId)]);
      const codes = new Map(issued.map((r) => [r.subject, r.code] as const));
      const list: CertificateSummary[] = courses.map((c) => ({
        key: certificateKey('course', c.id),
        kind: 'course',
        grade: c.id,
        title: ui.certificates.courseTitle,
        course_name: courseTitle(c),
        semester: semesterLabel(c.semester),
        credits: c.credits,
        code: codes.get(certificateKey('course', c.id)) ?? null,
      }));
      if (completion)
        list.push({
          key: 'completion',
          kind: 'completion',
          grade: null,
          title: ui.certificates.completionTitle,
          course_name: null,
          semester: null,
          credits,
          code: codes.get('completion') ?? null,
        });
      return list;
    },

    /** The learner's certificate by key, issued on first call; 404 for anything not earned. */
    async issue(userId: number, key: string): Promise<CertificateRow> {
      const which = parseCertificateKey(key);
      if (!which) throw new RecordsError('not_found', messages.certificate_not_found);
      const already = await repo.bySubject(userId, key);
      if (already) return already;
      const { courses, credits, completion } = await earned(userId);
      const course = which.kind === 'course' ? courses.find((c) => c.id === which.grade) : null;
      if (which.kind === 'course' ? !course : !completion) throw new RecordsError('not_found', messages.certificate_not_found);
      return repo.issue(
        {
          owner: userId,
          subject: key,
          kind: which.kind,
          learnerName: await learnerNameOf(strapi, userId),
          courseName: course ? courseTitle(course) : null,
          courseCode: course?.course_name ?? null,
          semesterLabel: course ? semesterLabel(course.semester) : null,
          credits: course ? course.credits : credits,
          issuedOn: todayInKorea(),
        },
        drawCode,
      );
    },

    /** GET /v1/certificates/{key}/pdf: the PDF and a file name. */
    async pdf(userId: number, key: string): Promise<{ body: Buffer; fileName: string }> {
      const row = await this.issue(userId, key);
      const body = await renderCertificate(row, `${siteUrl()}/certificates/${row.code}`);
      const title = row.kind === 'course' ? ui.certificates.courseTitle : ui.certificates.completionTitle;
      return { body, fileName: `${title}-${row.courseCode ?? 'dharma-school'}-${row.code}.pdf` };
    },

    /** GET /v1/certificates/verify/{code}: public; an unknown or malformed code is 404. */
    async verify(code: string): Promise<CertificateCheck> {
      const row = CERTIFICATE_CODE_PATTERN.test(code) ? await repo.byCode(code) : null;
      if (!row) throw new RecordsError('not_found', messages.certificate_code_unknown);
      return {
        code: row.code,
        kind: row.kind,
        title: row.kind === 'course' ? ui.certificates.courseTitle : ui.certificates.completionTitle,
        name: maskName(row.learnerName),
        course: row.courseName,
        semester: row.semesterLabel,
        credits: row.credits,
        issued_on: row.issuedOn,
      };
    },
  };
};
