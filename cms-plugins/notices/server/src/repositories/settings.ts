import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { writerOf } from '@dharma/config/platform/plugin';

const table = 'notices_settings';

/** The only code that touches the notices' own settings (staff's switches). */
export function settingsRepository(strapi: Core.Strapi) {
  const writer = () => writerOf(strapi);
  return {
    /** Whether a 알림톡 KakaoTalk cannot deliver goes as a text message: on until staff turn it off. */
    async kakaoFallback(): Promise<boolean> {
      const row = (await (await writer())(table).select('value').where({ key: 'kakao_fallback' }).first()) as
        { value: unknown } | undefined;
      // SQLite keeps JSON as text, PostgreSQL hands back the value.
      const value = typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value;
      return value !== false;
    },
    async setKakaoFallback(on: boolean): Promise<void> {
      const at = new Date();
      await (
        await writer()
      )(table)
        .insert({
          document_id: crypto.randomBytes(12).toString('hex'),
          key: 'kakao_fallback',
          value: JSON.stringify(on),
          created_at: at,
          updated_at: at,
        })
        .onConflict('key')
        .merge({ value: JSON.stringify(on), updated_at: at });
    },
  };
}
