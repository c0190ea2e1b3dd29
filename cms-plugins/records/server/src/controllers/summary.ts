import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond } from '@dharma/config/platform/plugin';
import { records } from '../get-service';

/** The back office's first page (staff policy checked by the route). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  today: (ctx: Context) => respond(ctx, () => records(strapi).summary.today()),
});
