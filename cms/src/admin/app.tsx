import type { StrapiApp } from '@strapi/strapi/admin';
import { ko } from './translations/ko';

/**
 * The panel monks and editors write in speaks Korean. Strapi ships Korean for its own screens;
 * `translations.ko` adds what that translation leaves out, and our content's labels come from the
 * CMS (cms/src/bootstrap/panel-korean.ts). English stays on offer in each editor's profile.
 */

/** Where Strapi's panel keeps the browser's language (its reducer reads it before the first screen). */
const LANGUAGE_KEY = 'strapi-admin-language';
/** config's PANEL_LANGUAGE: the panel is built apart from the CMS and imports nothing of it. */
const KOREAN = 'ko';

export default {
  config: {
    locales: [KOREAN],
    translations: { [KOREAN]: ko },
    // Strapi's release news and video tutorials are in English and not for editors.
    notifications: { releases: false },
    tutorials: false,
  },
  /**
   * A browser that never opened the panel (nothing stored) starts in Korean, so the sign-in page
   * is Korean too. After sign-in Strapi switches to the account's own language, so an editor who
   * chose English in their profile gets English, and their choice is what this browser keeps.
   */
  bootstrap(_app: StrapiApp) {
    try {
      if (!window.localStorage.getItem(LANGUAGE_KEY)) window.localStorage.setItem(LANGUAGE_KEY, KOREAN);
    } catch {
      // Storage refused (a locked-down browser): Strapi then starts in English, as it would anyway.
    }
  },
};
