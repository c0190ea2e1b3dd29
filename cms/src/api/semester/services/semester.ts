import { factories } from '@strapi/strapi';
import { currentSemester, todayInKorea, type SemesterFields } from '@dharma/config/rules';

const UID = 'api::semester.semester';

export type SemesterRow = SemesterFields;

export default factories.createCoreService(UID, ({ strapi }) => ({
  async current(today: string = todayInKorea()) {
    const rows = (await strapi.documents(UID).findMany({ limit: 1000 })) as unknown as SemesterRow[];
    const picked = currentSemester(rows, today);
    if (!picked) return null;
    const { code, label, termStart, termEnd, applyStart, applyEnd, registrationFee, admissionFee, bankAccount, paymentDue } =
      picked.semester;
    return {
      semester: { code, label, termStart, termEnd, applyStart, applyEnd, registrationFee, admissionFee, bankAccount, paymentDue },
      applicationOpen: picked.applicationOpen,
    };
  },
}));
