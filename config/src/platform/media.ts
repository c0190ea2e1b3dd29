/**
 * Where uploaded media live. By default in the CMS's own folder (`CMS_PUBLIC_DIR/uploads`), which
 * ties the school to the one machine whose disk holds them. With the MEDIA_S3_* variables they go
 * to an S3-compatible bucket that every CMS process writes to and browsers read from at
 * MEDIA_PUBLIC_URL, so any machine can take any request. Pure values and functions: the CMS's
 * config files, web, the environment schemas and the scripts (media:migrate, backup) all read the
 * same variables through these.
 */

/**
 * The folder inside the bucket, named as the local one is: a file `/uploads/abc.png` on disk is
 * `uploads/abc.png` in the bucket and `<MEDIA_PUBLIC_URL>/uploads/abc.png` for browsers, so an old
 * address maps to the new one by its name alone (web's /uploads/* and media:migrate rely on it),
 * and a backup copies one prefix of a bucket that may hold other things.
 */
export const MEDIA_KEY_PREFIX = 'uploads';

/** What Strapi writes in a file row's `provider` for each place (`plugin::upload.file`). */
export const MEDIA_PROVIDERS = { local: 'local', s3: 'aws-s3' } as const;

/** Set together or not at all: any one of them alone is a half-made switch that start-up refuses. */
export const MEDIA_S3_REQUIRED = [
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
  'MEDIA_PUBLIC_URL',
] as const;
/** Meaningful only with the others: a server that is not AWS's, and how to name the bucket in its addresses. */
export const MEDIA_S3_OPTIONAL = ['MEDIA_S3_ENDPOINT', 'MEDIA_S3_FORCE_PATH_STYLE'] as const;

export interface S3Media {
  bucket: string;
  region: string;
  /** The S3 API's address (MinIO, Garage, a provider's); undefined: AWS's own for the region. */
  endpoint?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what most servers other than AWS need. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch a key from: the bucket's public address or a CDN in front of it, no trailing slash. */
  publicUrl: string;
}

type Env = Record<string, string | undefined>;
const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The variables of the S3 group that are missing while another of them is set (empty: either all
 * are set, or none is and media stay in the local folder).
 */
export function missingMediaSettings(env: Env): string[] {
  const any = [...MEDIA_S3_REQUIRED, ...MEDIA_S3_OPTIONAL].some((name) => given(env[name]));
  return any ? MEDIA_S3_REQUIRED.filter((name) => !given(env[name])) : [];
}

/**
 * The bucket media go to, or null when they stay in the local folder. Reads the variables as given;
 * each process's environment schema has checked them (all or none, URLs) before this matters.
 */
export function s3MediaOf(env: Env): S3Media | null {
  if (!given(env.MEDIA_S3_BUCKET)) return null;
  return {
    bucket: env.MEDIA_S3_BUCKET.trim(),
    region: (env.MEDIA_S3_REGION ?? '').trim(),
    endpoint: given(env.MEDIA_S3_ENDPOINT) ? env.MEDIA_S3_ENDPOINT.trim() : undefined,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE === 'true',
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY ?? '',
    publicUrl: (env.MEDIA_PUBLIC_URL ?? '').trim().replace(/\/+$/, ''),
  };
}

/** The origin pages load media from (for Content-Security-Policy's img-src), or null without one. */
export function mediaOrigin(publicUrl: string | undefined | null): string | null {
  if (!given(publicUrl ?? undefined)) return null;
  try {
    return new URL(publicUrl!).origin;
  } catch {
    return null;
  }
}

/**
 * The public address of a file that lived at `/uploads/<name>` in the local folder, once it is in
 * the bucket (the same name under MEDIA_KEY_PREFIX).
 */
export function publicMediaUrl(publicUrl: string, name: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${MEDIA_KEY_PREFIX}/${name}`;
}

/** What a backup's manifest says about the media: where they were when it was taken. */
export type MediaRecord =
  { storage: 'local' } | { storage: 's3'; bucket: string; region: string; endpoint: string | null; prefix: string; publicUrl: string };

export function mediaRecordOf(env: Env): MediaRecord {
  const s3 = s3MediaOf(env);
  if (!s3) return { storage: 'local' };
  return {
    storage: 's3',
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint ?? null,
    prefix: MEDIA_KEY_PREFIX,
    publicUrl: s3.publicUrl,
  };
}

/**
 * The command that copies the media out of the bucket into `target` (or back, `toBucket`): the AWS
 * command line (Debian's `awscli`), which speaks to any S3-compatible server given its endpoint.
 * `sync` copies only what differs, so running it every night after the backup keeps one copy up
 * to date. The keys are the operator's to give (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY): never
 * printed here.
 */
export function mediaCopyCommand(media: Extract<MediaRecord, { storage: 's3' }>, target: string, { toBucket = false } = {}): string {
  const bucket = `s3://${media.bucket}/${media.prefix}/`;
  const local = target.endsWith('/') ? target : `${target}/`;
  const [from, to] = toBucket ? [local, bucket] : [bucket, local];
  const options = [`--region ${media.region}`, ...(media.endpoint ? [`--endpoint-url ${media.endpoint}`] : [])];
  return `aws s3 sync ${from} ${to} ${options.join(' ')}`;
}
