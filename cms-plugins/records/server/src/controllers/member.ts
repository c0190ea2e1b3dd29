import { getService } from '../get-service';
import { learnerId, respond } from './http';

export default ({ strapi }) => ({
  /** GET /v1/member/page */
  async page(ctx) {
    await respond(ctx, () => getService(strapi, 'member').page(learnerId(ctx)));
  },
  /** PATCH /v1/member {name, phone} */
  async update(ctx) {
    await respond(ctx, () => getService(strapi, 'member').update(learnerId(ctx), ctx.request.body));
  },
});
