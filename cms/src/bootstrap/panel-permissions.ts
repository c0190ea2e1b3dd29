import type { Core } from '@strapi/strapi';
import { isPersonalDataType, PERSONAL_DATA_TYPES, SUPER_ADMIN_ROLE_CODE } from '@dharma/config/platform/security';

/**
 * Learners' records are not content: no admin-panel role but the super admin may read or change
 * them through the Content Manager (or any other panel API that checks a content type's
 * permission). Strapi gives its Editor and Author roles every action on every content type the
 * Content Manager shows, and a super admin can grant more by hand; both are undone here in two
 * places:
 *
 * - At start-up, every permission of another role on a personal-data type is deleted, each one
 *   logged as a warning (the panel's role screen then shows the truth). Refusing to start instead
 *   would take the school offline over a click in the panel; revoking restores the rule and the
 *   log says what was found (docs/decisions/025).
 * - On every panel request, the permissions an ability is built from pass through the same rule,
 *   so a grant made in the panel between two starts takes no effect at all.
 */
const PERMISSION = 'admin::permission';

interface PanelPermission {
  action: string;
  subject?: string | null;
}
interface PanelUser {
  id: number;
  roles?: { code?: string }[];
}

async function isSuperAdmin(strapi: Core.Strapi, user: PanelUser | null | undefined): Promise<boolean> {
  if (!user) return false;
  let roles = user.roles;
  if (!roles?.every((role) => typeof role.code === 'string')) {
    const found = await strapi.db.query('admin::user').findOne({ where: { id: user.id }, populate: { roles: { select: ['code'] } } });
    roles = found?.roles ?? [];
  }
  return (roles ?? []).some((role) => role.code === SUPER_ADMIN_ROLE_CODE);
}

export const withoutPersonalData = <P extends PanelPermission>(permissions: P[]): P[] =>
  permissions.filter((p) => !isPersonalDataType(p.subject));

/**
 * Filters every ability the panel builds, for user sessions and admin tokens alike: only a super
 * admin's keeps permissions on personal-data types. Called at register, before anything listens.
 */
export function guardPersonalDataInPanel(strapi: Core.Strapi): void {
  const permissionService = strapi.service('admin::permission') as {
    findUserPermissions(user: PanelUser): Promise<PanelPermission[]>;
    engine: { generateTokenAbility(permissions: PanelPermission[], owner: PanelUser): Promise<unknown> };
  };
  const findUserPermissions = permissionService.findUserPermissions.bind(permissionService);
  permissionService.findUserPermissions = async (user) => {
    const permissions = await findUserPermissions(user);
    return (await isSuperAdmin(strapi, user)) ? permissions : withoutPersonalData(permissions);
  };
  const engine = permissionService.engine;
  const generateTokenAbility = engine.generateTokenAbility.bind(engine);
  engine.generateTokenAbility = async (permissions, owner) =>
    generateTokenAbility((await isSuperAdmin(strapi, owner)) ? permissions : withoutPersonalData(permissions ?? []), owner);
}

/** Deletes every permission a role other than the super admin's holds on a personal-data type. */
export async function revokePersonalDataPermissions(strapi: Core.Strapi): Promise<number> {
  const found = await strapi.db.query(PERMISSION).findMany({
    where: { subject: { $in: [...PERSONAL_DATA_TYPES] }, role: { code: { $ne: SUPER_ADMIN_ROLE_CODE } } },
    select: ['id', 'action', 'subject'],
    populate: { role: { select: ['code', 'name'] } },
  });
  for (const permission of found) {
    strapi.log.warn(
      `[security] revoked panel permission "${permission.action}" on ${permission.subject} from role "${permission.role?.name ?? permission.role?.code ?? '?'}": learners' personal data is reached only through the back office (/admin)`,
    );
  }
  if (found.length) await strapi.db.query(PERMISSION).deleteMany({ where: { id: { $in: found.map((p: { id: number }) => p.id) } } });
  return found.length;
}
