/**
 * Learner fields on the users-permissions user. The real name is NOT `username`, which is unique:
 * two learners may share a name. One account per Kakao id is a database constraint, so two first
 * sign-ins at the same moment cannot create two users.
 */
/** The part of the users-permissions plugin this extension changes: the user's schema. */
interface UsersPermissionsPlugin {
  contentTypes: {
    user: { schema: { attributes: Record<string, unknown>; indexes?: { name: string; columns: string[]; type?: string }[] } };
  };
}

export default (plugin: UsersPermissionsPlugin) => {
  const user = plugin.contentTypes.user;
  Object.assign(user.schema.attributes, {
    name: { type: 'string', maxLength: 50 },
    kakaoId: { type: 'string', private: true, configurable: false },
    consentedAt: { type: 'datetime' },
    privacyPolicyVersion: { type: 'string' },
    // Optional Korean mobile number, stored in one form (010-1234-5678): the member page edits it.
    phone: { type: 'string', maxLength: 20 },
  });
  // The plugin's schema object outlives one Strapi instance (tests start several in one process):
  // add the index once, or PostgreSQL is asked to create it twice and refuses to boot.
  const indexes = user.schema.indexes ?? [];
  if (!indexes.some((index) => index.name === 'up_users_kakao_id_unique')) {
    user.schema.indexes = [...indexes, { name: 'up_users_kakao_id_unique', columns: ['kakao_id'], type: 'unique' }];
  }
  return plugin;
};
