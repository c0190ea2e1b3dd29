import type { Core } from '@strapi/strapi';
import { cmsEnv } from '@dharma/config/platform/env';

/**
 * Creates the first admin-panel account so nobody can claim the panel through Strapi's
 * registration screen. Credentials come from ADMIN_EMAIL / ADMIN_PASSWORD (npm start writes them
 * to .env on first run). The password is never printed (logs are kept and shared; .env is
 * readable by its owner only): the start says where it is. Without ADMIN_PASSWORD there is no
 * account to make, and the start stops rather than leave the registration screen open.
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

  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = cmsEnv();
  if (!password) {
    throw new Error(
      "ADMIN_PASSWORD is required for the first start: it becomes the first admin-panel account's password (npm start writes one into .env).",
    );
  }
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
    '  │ password: ADMIN_PASSWORD in .env (or where your environment sets it)',
    '  └──────────────────────────────────────────────────────────',
    '',
  ].join('\n');
  process.stdout.write(banner);
}
