import type { Core } from '@strapi/strapi';
import crypto from 'node:crypto';

/**
 * Creates the first admin-panel account so editors can log in without the registration screen.
 * Credentials come from ADMIN_EMAIL / ADMIN_PASSWORD (npm start writes them to .env on first run);
 * they are printed once, when the account is created.
 */
export async function ensureAdminAccount(strapi: Core.Strapi): Promise<void> {
  const userService = strapi.service('admin::user');
  if (await userService.exists()) return;

  const roleService = strapi.service('admin::role');
  let superAdmin = await roleService.getSuperAdmin();
  if (!superAdmin) {
    await roleService.createRolesIfNoneExist();
    superAdmin = await roleService.getSuperAdmin();
  }

  const email = process.env.ADMIN_EMAIL || 'admin@dharma.local';
  const password = process.env.ADMIN_PASSWORD || `Dharma-${crypto.randomBytes(9).toString('base64url')}1`;
  await userService.create({
    email,
    firstname: '담마스쿨',
    lastname: '관리자',
    password,
    registrationToken: null,
    isActive: true,
    roles: [superAdmin.id],
  });

  const banner = [
    '',
    '  ┌─ Strapi admin panel account created ─────────────────────',
    `  │ email:    ${email}`,
    `  │ password: ${password}`,
    '  └──────────────────────────────────────────────────────────',
    '',
  ].join('\n');
  process.stdout.write(banner);
}
