// Moving the media library's files from the CMS's local folder to the S3 bucket (npm run
// media:migrate). Runs inside a loaded Strapi (scripts/media-migrate.mjs): the files go up through
// the upload provider Strapi itself is configured with, so a moved file gets the key and the
// address a new upload would get, and the rows change through Strapi's query API.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './stack.mjs';

const load = createRequire(path.join(root, 'package.json'));
const FILE = 'plugin::upload.file';
/** Rows read at a time: a school's library has hundreds of files, each row carries its formats. */
const PAGE = 100;

/**
 * A media library row (Strapi's upload file) as this command reads it, and one of its files.
 * @typedef {{ hash: string, ext: string, mime: string, url: string | null }} Stored
 * @typedef {Stored & { id: number, name: string, formats?: Record<string, Stored> | null }} FileRow
 * @typedef {Stored & { format: string | null, name: string | undefined, file: string | null, newUrl?: string }} Piece
 * @typedef {{ action: 'refused', row: FileRow, pieces: Piece[], why: string }
 *   | { action: 'missing', row: FileRow, pieces: Piece[], absent: Piece[] }
 *   | { action: 'move', row: FileRow, pieces: Piece[] }} Plan
 */

/** What stops the move before it starts, said to the person running it. */
export class MigrationError extends Error {}

/**
 * The files of one media library row: the original and each resized format (thumbnail, small,
 * medium, large), each at `/uploads/<hash><ext>` in the local folder.
 * @param {FileRow} row
 * @returns {(Stored & { format: string | null })[]}
 */
function piecesOf(row) {
  const formats = Object.entries(row.formats ?? {}).map(([format, f]) => ({ format, hash: f.hash, ext: f.ext, mime: f.mime, url: f.url }));
  return [{ format: null, hash: row.hash, ext: row.ext, mime: row.mime, url: row.url }, ...formats];
}

/**
 * What to do with a row still in the local folder: `move` (every file is here and of a type the
 * library accepts), `missing` (a file is not on this machine's disk), or `refused` (a type the
 * library would not take today: on the bucket's public origin it would be served as what it is).
 * @param {FileRow} row
 * @param {string} uploadsDir
 * @param {{ isInlineMedia: (mime: string) => boolean }} rules
 * @returns {Plan}
 */
function planFor(row, uploadsDir, { isInlineMedia }) {
  /** @type {Piece[]} */
  const pieces = piecesOf(row).map((piece) => {
    // A local row's address is /uploads/<name>; anything else is not a file this command knows.
    const name = /^\/uploads\/([\w.-]+)$/.exec(piece.url ?? '')?.[1];
    return { ...piece, name, file: name ? path.join(uploadsDir, name) : null };
  });
  if (!isInlineMedia(row.mime)) return { action: 'refused', row, pieces, why: `${row.mime} is not a type the media library accepts` };
  const absent = pieces.filter((p) => !p.file || !fs.existsSync(p.file));
  if (absent.length) return { action: 'missing', row, pieces, absent };
  return { action: 'move', row, pieces };
}

/**
 * Moves every media library file that is still local to the bucket and points its row there.
 * Idempotent: rows already in the bucket are not read again, and a run stopped half-way (files
 * up, row not yet changed) puts the same keys up again with the same bytes. Local files are left
 * where they are (a backup or a check may want them); nothing is deleted. With `dryRun`, says what
 * it would do and changes nothing, in the bucket or the database.
 * `say` gets one line per row and a summary. Resolves to the counts.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {{ dryRun?: boolean, say?: (line: string) => void }} [options]
 */
export async function migrateMedia(strapi, { dryRun = false, say = console.log } = {}) {
  // The rules as built (config/dist), as the CMS in this process reads them.
  /** @type {typeof import('@dharma/config/rules')} */
  const { isInlineMedia } = load('@dharma/config/rules');
  /** @type {typeof import('@dharma/config/platform/media')} */
  const { MEDIA_PROVIDERS, s3MediaOf } = load('@dharma/config/platform/media');
  const s3 = s3MediaOf(process.env);
  const providerName = strapi.config.get('plugin::upload.provider');
  if (!s3 || providerName !== MEDIA_PROVIDERS.s3)
    throw new MigrationError(
      'Media are not set to go to a bucket (MEDIA_S3_BUCKET and the rest, see .env.example): there is nowhere to move them. Nothing was changed.',
    );
  const provider = strapi.plugin('upload').provider;
  const uploadsDir = path.join(strapi.dirs.static.public, 'uploads');
  const files = strapi.db.query(FILE);
  const where = `bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`;
  say(`${dryRun ? 'dry run: ' : ''}media library files in ${uploadsDir} → ${where} (public address ${s3.publicUrl})`);

  const counts = { moved: 0, objects: 0, missing: 0, refused: 0, inBucket: 0 };
  counts.inBucket = await files.count({ where: { provider: MEDIA_PROVIDERS.s3 } });
  let after = 0;
  for (;;) {
    // By id, so a page never skips a row: moved rows leave the set, rows of a dry run stay in it.
    const rows = /** @type {FileRow[]} */ (
      await files.findMany({
        where: { provider: MEDIA_PROVIDERS.local, id: { $gt: after } },
        orderBy: { id: 'asc' },
        limit: PAGE,
      })
    );
    if (rows.length === 0) break;
    after = rows[rows.length - 1].id;
    for (const row of rows) {
      const plan = planFor(row, uploadsDir, { isInlineMedia });
      const label = `${row.name} (id ${row.id}, ${plan.pieces.length} file${plan.pieces.length === 1 ? '' : 's'})`;
      if (plan.action === 'refused') {
        counts.refused++;
        say(
          `left in the local folder: ${label}: ${plan.why}; delete it in the panel's media library, or upload it again as a picture or PDF`,
        );
        continue;
      }
      if (plan.action === 'missing') {
        counts.missing++;
        const names = plan.absent.map((p) => p.file ?? p.url).join(', ');
        say(`missing on this machine: ${label}: ${names}; copy it here from the machine that has it, then run this again`);
        continue;
      }
      if (dryRun) {
        counts.moved++;
        counts.objects += plan.pieces.length;
        say(`would move: ${label}`);
        continue;
      }
      for (const piece of plan.pieces) {
        // The provider names the key (uploads/<hash><ext>) and the public address, as for a new upload.
        // A piece to move has its file here (planFor); the provider sets `url` on what it is given.
        /** @type {{ hash: string, ext: string, mime: string, buffer: Buffer, url?: string }} */
        const upload = { hash: piece.hash, ext: piece.ext, mime: piece.mime, buffer: fs.readFileSync(/** @type {string} */ (piece.file)) };
        try {
          await provider.upload(upload);
        } catch (error) {
          throw new MigrationError(
            `Could not put ${piece.name} into the ${where}: ${/** @type {Error} */ (error).message}. The files moved so far are in the bucket and their rows point there; run this again once the bucket answers.`,
          );
        }
        piece.newUrl = upload.url;
      }
      const [original, ...formats] = plan.pieces;
      const movedFormats = Object.fromEntries(
        formats.map((piece) => {
          const format = /** @type {string} */ (piece.format);
          return [format, { .../** @type {Record<string, Stored>} */ (row.formats)[format], url: piece.newUrl }];
        }),
      );
      // One update per row, after all of its files are up: a row never points at a key that is not there.
      await files.update({
        where: { id: row.id },
        data: { url: original.newUrl, provider: MEDIA_PROVIDERS.s3, ...(formats.length ? { formats: movedFormats } : {}) },
      });
      counts.moved++;
      counts.objects += plan.pieces.length;
      say(`moved: ${label} → ${original.newUrl}`);
    }
  }

  const left = counts.missing + counts.refused;
  const leftLine = left
    ? `; ${counts.missing} missing on this machine, ${counts.refused} of a type left in the local folder (listed above)`
    : '';
  const inBucket = `${counts.inBucket} media library file${counts.inBucket === 1 ? ' is' : 's are'} in the bucket`;
  if (counts.moved === 0 && left === 0) say(`nothing to move: ${inBucket}, none is local`);
  else if (counts.moved === 0) say(`nothing more to move: ${inBucket}${leftLine}`);
  else if (dryRun)
    say(
      `dry run: would move ${counts.moved} (${counts.objects} objects)${leftLine}; ${counts.inBucket} already in the bucket. Nothing was changed.`,
    );
  else say(`done: moved ${counts.moved} (${counts.objects} objects)${leftLine}; ${counts.inBucket} were already in the bucket`);
  return counts;
}
