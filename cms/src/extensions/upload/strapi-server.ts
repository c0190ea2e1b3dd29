import fs from 'node:fs/promises';
import { errors } from '@strapi/utils';
import { isAllowedUpload, MEDIA_EXTENSIONS } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';

/**
 * The media library takes only the types editors need (MEDIA_TYPES: pictures and PDF). A file the
 * site would serve from its own origin as a page or a script (HTML, SVG, JavaScript, …) is
 * refused before anything is stored, and a request that carries one such file stores none of
 * its files: Strapi alone would quietly keep the allowed ones. Each file's first bytes must also
 * be what its name says (file-type reads them; every allowed type has a signature): a page named
 * .png is refused, where Strapi's own check (configured with the same list in config/plugins.ts)
 * lets text it cannot recognise pass on its name. Every refusal carries the Korean message.
 */
type Action = (ctx: any, ...rest: unknown[]) => unknown;
type Controller = Record<string, Action>;

const WITH_FILES = ['upload', 'uploadFiles', 'uploadFile', 'replaceFile'];
// Strapi's own refusals of a file's type (its content sniffing), to be told in Korean.
const STRAPI_TYPE_REFUSAL = /MIME type|file type/i;

interface IncomingFile {
  originalFilename?: string | null;
  name?: string | null;
  mimetype?: string | null;
  type?: string | null;
  filepath?: string | null;
}

// file-type is published as ESM only, and this file is compiled to CommonJS, where TypeScript
// would turn a dynamic import() into require().
// (A Function's import() resolves from this file, like a static import would.)
type FileType = { fileTypeFromBuffer(bytes: Uint8Array): Promise<{ mime: string } | undefined> };
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<FileType>;

/** The type a file's first bytes show, or null when they show none that file-type knows. */
async function detectedType(file: IncomingFile): Promise<string | null> {
  if (!file.filepath) return null;
  const handle = await fs.open(file.filepath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4100), 0, 4100, 0);
    const { fileTypeFromBuffer } = await importEsm('file-type');
    return (await fileTypeFromBuffer(new Uint8Array(buffer.subarray(0, bytesRead))))?.mime ?? null;
  } finally {
    await handle.close();
  }
}

async function isAllowedFile(file: IncomingFile): Promise<boolean> {
  const name = file.originalFilename ?? file.name ?? '';
  if (!isAllowedUpload(name, file.mimetype ?? file.type)) return false;
  const byName = MEDIA_EXTENSIONS[name.slice(name.lastIndexOf('.')).toLowerCase()];
  return (await detectedType(file)) === byName;
}

function filesOf(ctx: any): IncomingFile[] {
  const files = ctx.request?.files?.files;
  if (!files) return [];
  return Array.isArray(files) ? files : [files];
}

function refuse(detail: string): never {
  throw new errors.ValidationError(messages.upload_type_refused, { file: detail });
}

function guarded(action: Action): Action {
  return async function (this: unknown, ctx, ...rest) {
    for (const file of filesOf(ctx)) {
      if (!(await isAllowedFile(file))) refuse(file.originalFilename ?? file.name ?? '');
    }
    try {
      return await action.call(this, ctx, ...rest);
    } catch (error) {
      if (error instanceof errors.ValidationError && STRAPI_TYPE_REFUSAL.test(error.message)) refuse(error.message);
      throw error;
    }
  };
}

function guardController(controller: Controller): Controller {
  for (const name of WITH_FILES) {
    if (typeof controller[name] === 'function') controller[name] = guarded(controller[name]);
  }
  return controller;
}

export default (plugin: { controllers: Record<string, Controller | ((deps: unknown) => Controller)> }) => {
  for (const key of ['admin-upload', 'content-api']) {
    const controller = plugin.controllers[key];
    if (typeof controller === 'function') plugin.controllers[key] = (deps: unknown) => guardController(controller(deps));
    else if (controller) guardController(controller);
  }
  return plugin;
};
