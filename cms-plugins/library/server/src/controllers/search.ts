import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { scriptureSearchSchema, videoSearchSchema } from '@dharma/config/contracts';
import { parse, respond } from '@dharma/config/platform/plugin';
import { library } from '../get-service';

/** The library's reads: parse → one service → answer. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  scripture: (ctx: Context) =>
    respond(ctx, () => {
      const { keyword, names, page } = parse(scriptureSearchSchema, ctx.query ?? {});
      return library(strapi).search.scripture(keyword, names, page);
    }),
  videos: (ctx: Context) =>
    respond(ctx, () => {
      const { keyword, playlist, page } = parse(videoSearchSchema, ctx.query ?? {});
      return library(strapi).search.videos(keyword, playlist, page);
    }),
  video: (ctx: Context) => respond(ctx, () => library(strapi).search.video(String(ctx.params.id ?? ''))),
});
