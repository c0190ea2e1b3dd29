export { boardHref, certificateHref, classHref, dayHref, gradeHref, hallHref, lifestyleHref } from '@dharma/config/rules';
