import { adminUi } from './ui/admin';
import { adminNoticesUi } from './ui/admin-notices';

/**
 * The staff back office's sections, in the sidebar's order: each a path under /admin and its
 * label. A section is listed once it works.
 */
export const ADMIN_SECTIONS: readonly { path: string; label: string }[] = [
  { path: '/admin', label: adminUi.home },
  { path: '/admin/students', label: adminUi.studentList.title },
  { path: '/admin/approvals', label: adminUi.approvals.title },
  { path: '/admin/progress', label: adminUi.progress.title },
  { path: '/admin/mentors', label: adminUi.mentors.title },
  { path: '/admin/articles', label: adminUi.articles.title },
  { path: '/admin/posts', label: adminUi.posts.title },
  { path: '/admin/volunteers', label: adminUi.volunteers.title },
  { path: '/admin/curriculum', label: adminUi.curriculum.title },
  { path: '/admin/notices', label: adminNoticesUi.title },
  { path: '/admin/announce', label: adminNoticesUi.announce.title },
  { path: '/admin/audit', label: adminUi.audit.title },
  { path: '/admin/access', label: adminUi.access.title },
];
