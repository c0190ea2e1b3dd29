import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { noticeKey, placeholderEmail, realEmail, ROLE_ADMIN, ROLE_LEARNER, STAFF_ROLE_TYPE, now } from '@dharma/config/rules';
import { noticesOutboxOf } from '@dharma/config/platform/plugin';
import { cmsEnv } from '@dharma/config/platform/env';
import type { SignupInput } from '@dharma/config/contracts';
import { verifyKakaoToken, type KakaoProfile } from './kakao';
import { forgetLearner } from '../../../policies/learner';
import { enrolmentOf, recordsOf } from '../../../ports';

const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';
const SESSION = 'admin::session';
export { STAFF_ROLE_TYPE };

const sessions = () => strapi.sessionManager('users-permissions');

type Tokens = { access_token: string; refresh_token: string };
/** A refresh refused: unknown or ended (401), or a second use racing its own rotation (try again). */
export type Rotation = { tokens: Tokens } | { error: 'invalid' | 'raced' };

/** What a sign-in carries through every rotation: when the learner signed in with Kakao. */
export interface SignInMetadata {
  signedInAt: string;
  /** The last back-office request of a staff sign-in (ISO time), for its idle limit. */
  staffSeenAt?: string;
}

/** Learner accounts and their sessions. Rules live here; the controller only parses and maps. */
export default () => ({
  /**
   * Every sign-in and every refused one goes to the access log (who, when, from where): the
   * privacy policy promises these records.
   */
  async exchangeKakaoToken(
    kakaoToken: string,
    address: string | null = null,
  ): Promise<{ tokens?: Tokens; error?: 'invalid' | 'kakao_unreachable' }> {
    const accessLog = recordsOf(strapi).accessLog;
    const check = await verifyKakaoToken(kakaoToken);
    if ('error' in check) {
      if (check.error === 'invalid') await accessLog.append({ action: 'sign_in_failed', detail: 'kakao token refused', address });
      return { error: check.error };
    }
    const user = await this.findOrCreateLearner(check.profile);
    if (user.blocked) {
      await accessLog.append({ action: 'sign_in_failed', actor: user.id, subject: user.id, detail: 'account blocked', address });
      return { error: 'invalid' };
    }
    // One device id per sign-in: rotation keeps it, so logout can revoke the whole chain. The
    // metadata (kept by every rotation) dates the sign-in for the staff session limits.
    const metadata: SignInMetadata = { signedInAt: new Date().toISOString() };
    const refresh = await sessions().generateRefreshToken(String(user.id), crypto.randomUUID(), { type: 'refresh', metadata } as never);
    const access = await sessions().generateAccessToken(refresh.token);
    if ('error' in access) return { error: 'invalid' };
    const role = await strapi.db.query(ROLE).findOne({ where: { users: { id: user.id } }, select: ['type'] });
    await accessLog.append({
      action: 'sign_in',
      actor: user.id,
      actorRole: role?.type ?? null,
      subject: user.id,
      detail: 'kakao',
      address,
    });
    return { tokens: { access_token: access.token, refresh_token: refresh.token } };
  },

  /**
   * The user of a Kakao id, else the account prepared for that verified e-mail (staff are set up
   * that way), else a new learner. The unique index on kakao_id settles two first sign-ins at once.
   */
  async findOrCreateLearner(profile: KakaoProfile) {
    const users = strapi.db.query(USER);
    const existing = await users.findOne({ where: { kakaoId: profile.id } });
    if (existing) return existing;
    if (profile.email) {
      const prepared = await users.findOne({ where: { email: profile.email, kakaoId: null } });
      if (prepared) return users.update({ where: { id: prepared.id }, data: { kakaoId: profile.id, provider: 'kakao' } });
    }
    const learnerRole = await strapi.db.query(ROLE).findOne({ where: { type: 'authenticated' } });
    try {
      return await users.create({
        data: {
          username: `kakao_${profile.id}`,
          email: profile.email ?? placeholderEmail('kakao', profile.id),
          provider: 'kakao',
          kakaoId: profile.id,
          confirmed: true,
          blocked: false,
          role: learnerRole.id,
        },
      });
    } catch (error) {
      const raced = await users.findOne({ where: { kakaoId: profile.id } });
      if (raced) return raced;
      throw error;
    }
  },

  /**
   * A refresh token is good for one rotation. Strapi reads the session, then marks it rotated; two
   * uses at once (two tabs, or two CMS processes) would both read it active and both get a new
   * token. So the rotation runs in a transaction that first writes the session row while it is
   * still active: the second use waits on that row, then finds it rotated and is refused.
   */
  async rotate(refreshToken: string, address: string | null = null): Promise<Rotation> {
    const validation = await sessions().validateRefreshToken(refreshToken);
    if (!validation.isValid) return this.refusedRefresh(refreshToken, address);
    const rotation = await strapi.db.transaction(async () => {
      const claimed = await strapi.db
        .queryBuilder(SESSION)
        .update({ status: 'active' })
        .where({ sessionId: validation.sessionId, status: 'active' })
        .execute<number>();
      if (!claimed) return null;
      const rotated = await sessions().rotateRefreshToken(refreshToken);
      return 'error' in rotated ? null : rotated;
    });
    // Lost the race for the row: the other use rotated it a moment ago.
    if (!rotation) return { error: 'raced' };
    const access = await sessions().generateAccessToken(rotation.token);
    if ('error' in access) return { error: 'invalid' };
    return { tokens: { access_token: access.token, refresh_token: rotation.token } };
  },

  /**
   * Why a refresh token is refused. A genuine token whose session was already rotated is being
   * used a second time: the browser that rotated it holds the newer token, so this is a copy, and
   * the whole sign-in (every token of its chain, the newer ones included) ends and the access log
   * says so. Only a second use within REFRESH_REUSE_GRACE_SECONDS of the rotation is taken for the
   * same browser's request racing the first, and answered "try again" without ending anything.
   */
  async refusedRefresh(refreshToken: string, address: string | null): Promise<Rotation> {
    let payload: { type?: string; sessionId?: string; userId?: string };
    try {
      payload = jwt.verify(refreshToken, strapi.config.get('plugin::users-permissions.jwtSecret') as string, {
        algorithms: ['HS256'],
      }) as typeof payload;
    } catch {
      return { error: 'invalid' };
    }
    if (payload.type !== 'refresh' || !payload.sessionId) return { error: 'invalid' };
    const row = await strapi.db.query(SESSION).findOne({ where: { sessionId: payload.sessionId, origin: 'users-permissions' } });
    if (!row || row.status !== 'rotated' || String(row.userId) !== String(payload.userId)) return { error: 'invalid' };
    const grace = cmsEnv().REFRESH_REUSE_GRACE_SECONDS;
    if (Date.now() - new Date(row.updatedAt).getTime() < grace * 1000) return { error: 'raced' };
    await this.endSignIn(String(row.userId), row.deviceId ?? null);
    const accessLog = recordsOf(strapi).accessLog;
    await accessLog.append({
      action: 'refresh_reused',
      subject: Number(row.userId),
      detail: 'a rotated refresh token was used again: the whole sign-in ended',
      address,
    });
    return { error: 'invalid' };
  },

  /** Ends one sign-in (every token of its chain), or every sign-in of the user without a device id. */
  async endSignIn(userId: string, deviceId: string | null): Promise<void> {
    if (deviceId) await sessions().invalidateRefreshToken(userId, deviceId);
    else await sessions().invalidateRefreshToken(userId);
    forgetLearner(userId);
  },

  /** Ends the sign-in the refresh token belongs to: every token of its chain stops working. */
  async revoke(refreshToken: string): Promise<boolean> {
    const validation = await sessions().validateRefreshToken(refreshToken);
    if (!validation.isValid) return false;
    const row = await strapi.db.query(SESSION).findOne({ where: { sessionId: validation.sessionId } });
    await this.endSignIn(String(validation.userId), row?.deviceId ?? null);
    return true;
  },

  /**
   * Ends the sign-in an access token belongs to (the spec's logout carries no body, only the
   * bearer token): its whole chain, as `revoke` ends it from the refresh token. A token that is
   * invalid, expired or of a sign-in already ended ends nothing; never every sign-in of the user.
   */
  async revokeByAccessToken(accessToken: string): Promise<boolean> {
    const validation = sessions().validateAccessToken(accessToken);
    const payload = validation.payload as { type?: string; sessionId?: string; userId?: string } | undefined;
    if (!validation.isValid || payload?.type !== 'access' || !payload.sessionId) return false;
    const row = await strapi.db.query(SESSION).findOne({ where: { sessionId: payload.sessionId } });
    if (!row?.deviceId) return false;
    await this.endSignIn(String(row.userId), row.deviceId);
    return true;
  },

  /**
   * Deletes the learner's account: every section of their personal data erased or anonymised
   * (the records plugin keeps that list) and every session ended, in one transaction, so a failure
   * leaves the account as it was. Staff accounts are set up by the office and are refused here.
   */
  async deleteAccount(userId: number, address: string | null = null): Promise<{ deleted: true } | { error: 'staff' }> {
    const user = await strapi.db.query(USER).findOne({
      where: { id: userId },
      select: ['id', 'email', 'name', 'username'],
      populate: { role: { select: ['type'] } },
    });
    if (user?.role?.type === STAFF_ROLE_TYPE) return { error: 'staff' };
    const personalData = recordsOf(strapi).mydata;
    const to = realEmail(user?.email);
    await strapi.db.transaction(async () => {
      await personalData.eraseAll(userId);
      await sessions().invalidateRefreshToken(String(userId));
      // The receipt of the deletion goes to the address the account had: the account is gone when
      // it is sent, so the address and name travel in the notice until the mail server has taken
      // it; the sender forgets them then.
      if (to) {
        await noticesOutboxOf(strapi).add({
          key: noticeKey('account_deleted', userId, crypto.randomUUID()),
          kind: 'account_deleted',
          learner: userId,
          facts: { address: to, name: String(user?.name || user?.username || to).slice(0, 60) },
        });
      }
    });
    // This process's cached sign-ins of the learner go at once; other processes refuse the blocked
    // user within their cache's few seconds.
    forgetLearner(userId);
    const accessLog = recordsOf(strapi).accessLog;
    await accessLog.append({ action: 'account_deleted', actor: userId, actorRole: user?.role?.type ?? null, subject: userId, address });
    return { deleted: true };
  },

  async signup(userId: number, input: SignupInput) {
    const policy = await strapi.documents('api::privacy-policy.privacy-policy').findFirst({ status: 'published', fields: ['version'] });
    await strapi.db.query(USER).update({
      where: { id: userId },
      data: { name: input.username, consentedAt: now(), privacyPolicyVersion: policy?.version ?? null },
    });
    // The learner's cached authentication carries their name (applications store it for staff):
    // read it afresh from their next call on. Other learners' stay cached.
    forgetLearner(userId);
    return this.sessionInfo(userId);
  },

  /** Session info: the learner's name, e-mail (null for a Kakao account without one) and roles. */
  async sessionInfo(userId: number) {
    const user = await strapi.db.query(USER).findOne({ where: { id: userId }, populate: ['role'] });
    const roles = [ROLE_LEARNER, ...(user?.role?.type === STAFF_ROLE_TYPE ? [ROLE_ADMIN] : [])];
    return { username: user?.name ?? null, email: realEmail(user?.email), roles };
  },

  /**
   * Semester info for the student menu: the learner's credits and semester number, and what they
   * owe for the target semester's application (null when there is none). The enrolment plugin
   * owns the applications and these rules; this only adds the name.
   */
  async semesterInfo(userId: number) {
    const applications = enrolmentOf(strapi).applications;
    const [user, standing] = await Promise.all([
      strapi.db.query(USER).findOne({ where: { id: userId }, select: ['name'] }),
      applications.learnerSummary(userId),
    ]);
    return { credits: standing.credits, semester: standing.semester, username: user?.name ?? null, fee_due: standing.feeDue };
  },
});
