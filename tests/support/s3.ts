import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * A real S3 server for tests: s3rver (from the npm registry) speaks the S3 API over HTTP and keeps
 * the objects in a folder of its own. The CMS reaches it through Strapi's own S3 provider exactly
 * as it would a bucket at a provider; browsers (and tests) read objects from its public address,
 * path style (`<endpoint>/<bucket>/<key>`). It accepts any keys: credentials are not what is
 * tested here.
 */
const require = createRequire(import.meta.url);

export interface S3Server {
  bucket: string;
  endpoint: string;
  /** Where browsers read the bucket's objects. */
  publicUrl: string;
  /** The CMS's (and the scripts') MEDIA_* settings for this bucket. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'dharma-media', { address = '127.0.0.1', port = 0 } = {}): Promise<S3Server> {
  const S3rver = require('s3rver');
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-s3-'));
  const server = new S3rver({ address, port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const info: { port: number } = await server.run();
  const endpoint = `http://${address}:${info.port}`;
  const publicUrl = `${endpoint}/${bucket}`;
  return {
    bucket,
    endpoint,
    publicUrl,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_PUBLIC_URL: publicUrl,
    },
    async keys() {
      // ListObjectsV2, read as any S3 client would; s3rver answers it without a signature.
      const xml = await (await fetch(`${publicUrl}?list-type=2&max-keys=1000`)).text();
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]!).sort();
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
