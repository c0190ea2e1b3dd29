import { factories } from '@strapi/strapi';
import { todayInKorea, type SemesterFields } from '@dharma/config';

const UID = 'api::semester.semester';

export type SemesterRow = SemesterFields;

/**
 * The semester to promote on a given day: the one whose application window is open; else the
 * next one to open; else the latest.
 */
export function pickCurrent<T extends SemesterRow>(rows: T[], today: string): { semester: T; applicationOpen: boolean } | null {
  const open = rows.filter((s) => s.applyStart <= today && today <= s.applyEnd).sort((a, b) => a.termStart.localeCompare(b.termStart));
  if (open.length) return { semester: open[0], applicationOpen: true };
  const coming = rows.filter((s) => s.applyStart > today).sort((a, b) => a.applyStart.localeCompare(b.applyStart));
  if (coming.length) return { semester: coming[0], applicationOpen: false };
  const past = [...rows].sort((a, b) => b.termStart.localeCompare(a.termStart));
  return past.length ? { semester: past[0], applicationOpen: false } : null;
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  async current(today: string = todayInKorea()) {
    const rows = (await strapi.documents(UID).findMany({ limit: 1000 })) as unknown as SemesterRow[];
    const picked = pickCurrent(rows, today);
    if (!picked) return null;
    const { code, label, termStart, termEnd, applyStart, applyEnd, registrationFee, admissionFee, bankAccount, paymentDue } = picked.semester;
    return {
      semester: { code, label, termStart, termEnd, applyStart, applyEnd, registrationFee, admissionFee, bankAccount, paymentDue },
      applicationOpen: picked.applicationOpen,
    };
  },
}));
