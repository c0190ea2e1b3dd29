import { records } from '../get-service';
import { callerOf } from '@dharma/config/plugin';

export default ({ strapi }) => ({
  /** GET /v1/me/data: the signed-in learner's zip, named with today's date. */
  async download(ctx) {
    const zip = await records(strapi).mydata.exportZip(callerOf(ctx).id);
    const today = new Date().toISOString().slice(0, 10);
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', `attachment; filename="my-data-${today}.zip"`);
    ctx.body = Buffer.from(zip);
  },
});
