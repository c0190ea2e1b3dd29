import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { messages } from '@dharma/config/words';

type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
type Factory = (config: any, options: { strapi: Core.Strapi }) => Middleware;

/**
 * The routes that take files (multipart), all Strapi's own: the media library's uploads from the
 * panel (a new file, a replaced one) and from the content API, and the panel's logos. Our own
 * routes take none (the bank statement comes as the request's body itself).
 */
export function fileRoutes(apiPrefix: string): RegExp[] {
  const escaped = apiPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [/^\/upload(\/files(\/[^/]+\/replace)?)?$/, new RegExp(`^${escaped}/upload$`), /^\/admin\/project-settings$/];
}

/**
 * Strapi's body parser (koa-body with formidable) writes each file of a multipart body to the
 * temporary folder before any route or sign-in is checked, and removes only the files of the field
 * `files`, only when the request succeeds: an anonymous post of 9 MB under any other field name, or
 * an upload the media library refused, stayed on disk for good. So, around Strapi's parser:
 * - a multipart body is parsed only on a route that takes files; anywhere else it is refused (415,
 *   in Korean) without a byte of it kept;
 * - each multipart request gets a folder of its own in the temporary folder, which is removed with
 *   everything in it when the request ends, whatever the answer (a refusal, an error, a client that
 *   went away midway). A process that dies mid-request leaves its folder to the temporary folder's
 *   own cleaning (the service's private /tmp goes when it stops).
 */
export const bodyFilesKeptToTheirRequest =
  (strapis: Factory): Factory =>
  (config, { strapi }) => {
    const everyOther = strapis(config, { strapi });
    const routes = fileRoutes(String(strapi.config.get('api.rest.prefix', '/api')));
    const takesFiles = (ctx: Context) => ctx.method === 'POST' && routes.some((route) => route.test(ctx.path));
    const tmp = os.tmpdir();
    return async (ctx, next) => {
      if (!ctx.is('multipart')) return everyOther(ctx, next);
      if (!takesFiles(ctx)) {
        // Read to its end and dropped as it comes, never kept: the answer then reaches a caller whose
        // request is complete, instead of one still sending (whose connection a busy server may cut).
        ctx.req.resume();
        await finished(ctx.req).catch(() => undefined);
        (ctx as Context & { unsupportedMediaType(message: string): void }).unsupportedMediaType(messages.body_files_refused);
        return;
      }
      const uploadDir = await fs.mkdtemp(path.join(tmp, 'dharma-upload-'));
      try {
        return await strapis({ ...config, formidable: { ...config?.formidable, uploadDir } }, { strapi })(ctx, next);
      } finally {
        await fs.rm(uploadDir, { recursive: true, force: true, maxRetries: 3 });
      }
    };
  };

/** Strapi requires a middleware named `strapi::body`, so the CMS wraps the registered one. */
export function extendStrapiBody(strapi: Core.Strapi): void {
  (strapi.get('middlewares') as { extend(uid: string, fn: (factory: Factory) => Factory): unknown }).extend(
    'strapi::body',
    bodyFilesKeptToTheirRequest,
  );
}
