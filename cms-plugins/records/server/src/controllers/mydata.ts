import { records } from '../get-service';
import { learnerId } from './http';

export default ({ strapi }) => ({
  /** GET /v1/me/data: the signed-in learner's zip, named with today's date. */
  async download(ctx) {
    const zip = await records(strapi).mydata.exportZip(learnerId(ctx));
    const today = new Date().toISOString().slice(0, 10);
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', `attachment; filename="my-data-${today}.zip"`);
    ctx.body = Buffer.from(zip);
  },
});
