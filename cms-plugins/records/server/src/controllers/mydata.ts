import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { records } from '../get-service';
import { todayInKorea } from '@dharma/config/rules';
import { callerOf } from '@dharma/config/platform/plugin';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /v1/me/data: the signed-in learner's zip, named with today's Korean date. */
  async download(ctx: Context) {
    const zip = await records(strapi).mydata.exportZip(callerOf(ctx).id);
    const today = todayInKorea();
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', `attachment; filename="my-data-${today}.zip"`);
    ctx.body = Buffer.from(zip);
  },
});
