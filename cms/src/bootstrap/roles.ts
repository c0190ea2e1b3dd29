import type { Core } from '@strapi/strapi';
import { cmsEnv } from '@dharma/config/platform/env';
import { STAFF_ROLE_TYPE } from '../api/account/services/account';

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

// Learner routes authenticate with the global::learner policy (no per-action grants needed).

/**
 * Sign-in is Kakao only. users-permissions' own password and provider routes would be a second,
 * unguarded door, so their permissions are withdrawn from every role.
 */
const CLOSED_ACTIONS = [
  'plugin::users-permissions.auth.register',
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.connect',
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.resetPassword',
  'plugin::users-permissions.auth.emailConfirmation',
  'plugin::users-permissions.auth.sendEmailConfirmation',
  'plugin::users-permissions.auth.changePassword',
  'plugin::users-permissions.auth.refresh',
  'plugin::users-permissions.auth.logout',
];

export async function ensureRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query(ROLE);
  let staff = await roles.findOne({ where: { type: STAFF_ROLE_TYPE } });
  if (!staff) {
    staff = await roles.create({
      data: { name: 'Staff', description: '학사 담당자: /admin 사용 (learners’ rights included)', type: STAFF_ROLE_TYPE },
    });
  }
  await strapi.db.query(PERMISSION).deleteMany({ where: { action: { $in: CLOSED_ACTIONS } } });
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
}

/**
 * Accounts prepared as staff by e-mail (STAFF_EMAILS, comma-separated; the dev seed uses
 * staff@example.com). The first Kakao sign-in with that verified e-mail takes the account.
 */
export async function ensureStaffAccounts(strapi: Core.Strapi): Promise<void> {
  const emails = cmsEnv().STAFF_EMAILS;
  if (!emails.length) return;
  const staff = await strapi.db.query(ROLE).findOne({ where: { type: STAFF_ROLE_TYPE } });
  const users = strapi.db.query('plugin::users-permissions.user');
  for (const email of emails) {
    const existing = await users.findOne({ where: { email } });
    if (existing) continue;
    await users.create({
      data: {
        username: `staff_${email.replace(/[^a-z0-9]/g, '_')}`,
        email,
        provider: 'kakao',
        confirmed: true,
        blocked: false,
        role: staff.id,
      },
    });
  }
}
