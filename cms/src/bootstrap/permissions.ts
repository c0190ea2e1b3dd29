import type { Core } from '@strapi/strapi';

/** Content every visitor may read. Single types only have `find`. */
export const PUBLIC_READS: string[] = [
  'api::article.article.find',
  'api::article.article.findOne',
  'api::course-family.course-family.find',
  'api::course-family.course-family.findOne',
  'api::course-code-image.course-code-image.find',
  'api::course-code-image.course-code-image.findOne',
  'api::semester.semester.find',
  'api::semester.semester.findOne',
  'api::semester.semester.current',
  'api::public-class.public-class.find',
  'api::public-class.public-class.findOne',
  'api::self-study.self-study.find',
  'api::self-study.self-study.findOne',
  'api::home-page.home-page.find',
  'api::site-setting.site-setting.find',
  'api::privacy-policy.privacy-policy.find',
];

/** Adds the missing public read permissions; never removes what an admin granted by hand. */
export async function grantPublicReads(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('users-permissions public role is missing');
  const existing = await strapi.db.query('plugin::users-permissions.permission').findMany({ where: { role: role.id }, select: ['action'] });
  const have = new Set(existing.map((p: { action: string }) => p.action));
  for (const action of PUBLIC_READS) {
    if (!have.has(action)) {
      await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
    }
  }
}
