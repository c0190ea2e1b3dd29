import type { Core } from '@strapi/strapi';
import { studyroomOf } from '../ports';

/**
 * The lessons list in the panel gets its columns, sort and filters while it still
 * has Strapi's generated configuration; one an editor changed is left as it is (the study room
 * plugin decides). Run here, after the content manager has synced its configurations at boot.
 */
export async function configureLessonList(strapi: Core.Strapi): Promise<'configured' | 'kept'> {
  const panel = studyroomOf(strapi).panel;
  const result = await panel.configureLessonList();
  if (result === 'configured') strapi.log.info('[studyroom] lessons list in the panel: columns, sort and filters set');
  return result;
}
