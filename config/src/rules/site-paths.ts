// Where things live on the site. Web's pages link with these, and the CMS puts them in the notices it
// sends (a message's link must open the same page the study room's own link opens).

/** Where a class and its days live on the site: the class's name in paths is its course code. */
export const classHref = (courseName: string) => `/studyroom/courses/${courseName}`;
export const dayHref = (courseName: string, day: number) => `/studyroom/courses/${courseName}/${day}`;
export const boardHref = (courseName: string) => `/studyroom/courses/${courseName}/board`;
/** A scripture verse's hall of fame, by the book's key (`/studyroom/verses/dhammapada/223`). */
export const hallHref = (bookKey: string, verse: number) => `/studyroom/verses/${bookKey}/${verse}`;
/** The learner's next-semester applications, where she changes one (a retake offered after a failed level too). */
export const COMING_HREF = '/studyroom/coming';
/** A learner's grade (their application for a class): its score sheet and volunteer log. */
export const gradeHref = (grade: number) => `/studyroom/grades/${grade}`;
/** A certificate's PDF for the signed-in learner: `course-<grade id>` or `completion`. */
export const certificateHref = (key: string) => `/certificates/download/${key}`;
export const lifestyleHref = (grade: number) => `/studyroom/grades/${grade}/lifestyle`;
