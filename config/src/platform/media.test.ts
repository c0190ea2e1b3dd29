import { describe, expect, it } from 'vitest';
import { cmsEnvSchema, parseEnvironment, webEnvSchema } from './env';
import { mediaCopyCommand, mediaOrigin, mediaRecordOf, missingMediaSettings, publicMediaUrl, s3MediaOf } from './media';
import { productionProblems } from './production';

const bucket = {
  MEDIA_S3_BUCKET: 'dharma-media',
  MEDIA_S3_REGION: 'ap-northeast-2',
  MEDIA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  MEDIA_S3_SECRET_ACCESS_KEY: 'secret-key',
  MEDIA_PUBLIC_URL: 'https://media.school.example.org/',
};
const secrets = {
  APP_KEYS: 'a,b',
  API_TOKEN_SALT: 's',
  ADMIN_JWT_SECRET: 's',
  TRANSFER_TOKEN_SALT: 's',
  JWT_SECRET: 's',
  ENCRYPTION_KEY: 's',
};
const cms = (extra: Record<string, string | undefined>) => parseEnvironment(cmsEnvSchema, { ...secrets, ...extra }, 'cms');

describe('where media live', () => {
  it('in the local folder when no bucket is set', () => {
    expect(s3MediaOf({})).toBeNull();
    expect(s3MediaOf({ MEDIA_S3_BUCKET: '' })).toBeNull();
    expect(missingMediaSettings({})).toEqual([]);
    expect(() => cms({})).not.toThrow();
  });

  it('in the bucket when the whole group is set; the public address loses its trailing slash', () => {
    expect(s3MediaOf(bucket)).toEqual({
      bucket: 'dharma-media',
      region: 'ap-northeast-2',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-key',
      publicUrl: 'https://media.school.example.org',
    });
    expect(s3MediaOf({ ...bucket, MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000', MEDIA_S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(() => cms(bucket)).not.toThrow();
  });

  it('refuses half a switch at start-up, naming each missing variable', () => {
    expect(missingMediaSettings({ MEDIA_S3_BUCKET: 'dharma-media' })).toEqual([
      'MEDIA_S3_REGION',
      'MEDIA_S3_ACCESS_KEY_ID',
      'MEDIA_S3_SECRET_ACCESS_KEY',
      'MEDIA_PUBLIC_URL',
    ]);
    // An endpoint alone is a half switch too: the CMS would otherwise quietly keep writing locally.
    expect(missingMediaSettings({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toHaveLength(5);
    expect(() => cms({ ...bucket, MEDIA_S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /cms environment: MEDIA_S3_SECRET_ACCESS_KEY: MEDIA_S3_SECRET_ACCESS_KEY is required with the other media bucket settings/,
    );
  });

  it('refuses a bucket name S3 would refuse, and addresses that are not http(s)', () => {
    expect(() => cms({ ...bucket, MEDIA_S3_BUCKET: 'Dharma_Media' })).toThrow(/MEDIA_S3_BUCKET: must be a bucket name/);
    expect(() => cms({ ...bucket, MEDIA_PUBLIC_URL: 'ftp://media.example.org' })).toThrow(/MEDIA_PUBLIC_URL: must be an http\(s\) address/);
    expect(() => cms({ ...bucket, MEDIA_S3_ENDPOINT: 'https://s3.example.net/?x=1' })).toThrow(/MEDIA_S3_ENDPOINT/);
    expect(() => cms({ ...bucket, MEDIA_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/MEDIA_S3_FORCE_PATH_STYLE/);
    const web = { SESSION_SECRET: 'x'.repeat(16), WEB_CMS_SECRET: 'x'.repeat(16), KAKAO_CLIENT_ID: 'k', PREVIEW_SECRET: 'x'.repeat(16) };
    expect(parseEnvironment(webEnvSchema, { ...web, MEDIA_PUBLIC_URL: 'https://media.example.org' }, 'web').MEDIA_PUBLIC_URL).toBe(
      'https://media.example.org',
    );
    expect(() => parseEnvironment(webEnvSchema, { ...web, MEDIA_PUBLIC_URL: 'javascript:alert(1)' }, 'web')).toThrow(/MEDIA_PUBLIC_URL/);
  });

  it('maps an old /uploads/<name> to the same name in the bucket, and gives the origin pages may load pictures from', () => {
    expect(publicMediaUrl('https://s3.example.net/dharma-media/', 'banner_1a2b.png')).toBe(
      'https://s3.example.net/dharma-media/uploads/banner_1a2b.png',
    );
    expect(mediaOrigin('https://s3.example.net/dharma-media')).toBe('https://s3.example.net');
    expect(mediaOrigin(undefined)).toBeNull();
    expect(mediaOrigin('')).toBeNull();
  });
});

describe('what a backup says about media', () => {
  it('records the local folder, or the bucket without its keys', () => {
    expect(mediaRecordOf({})).toEqual({ storage: 'local' });
    const record = mediaRecordOf({ ...bucket, MEDIA_S3_ENDPOINT: 'https://s3.example.net' });
    expect(record).toEqual({
      storage: 's3',
      bucket: 'dharma-media',
      region: 'ap-northeast-2',
      endpoint: 'https://s3.example.net',
      prefix: 'uploads',
      publicUrl: 'https://media.school.example.org',
    });
    expect(JSON.stringify(record)).not.toContain('secret-key');
  });

  it('gives the command that copies the bucket’s uploads/ out, or back', () => {
    const aws = mediaRecordOf(bucket);
    if (aws.storage !== 's3') throw new Error('a bucket');
    expect(mediaCopyCommand(aws, '/var/backups/dharma-media')).toBe(
      'aws s3 sync s3://dharma-media/uploads/ /var/backups/dharma-media/ --region ap-northeast-2',
    );
    const other = { ...aws, endpoint: 'https://s3.example.net' };
    expect(mediaCopyCommand(other, '/copy/', { toBucket: true })).toBe(
      'aws s3 sync /copy/ s3://dharma-media/uploads/ --region ap-northeast-2 --endpoint-url https://s3.example.net',
    );
  });
});

describe('media in production', () => {
  const secret = 'x'.repeat(32);
  const web = {
    SITE_URL: 'https://school.example.org',
    CMS_URL: 'http://127.0.0.1:1337',
    TRUST_PROXY: '1',
    KAKAO_CLIENT_ID: 'rest-key',
    SESSION_SECRET: secret,
    WEB_CMS_SECRET: secret,
    PREVIEW_SECRET: secret,
    CMS_PUBLIC_URL: 'https://cms.school.example.org',
  };

  it('are read over https from a host of their own', () => {
    expect(productionProblems({ ...web, MEDIA_PUBLIC_URL: 'https://media.school.example.org' }, 'web')).toEqual([]);
    expect(productionProblems({ ...web, MEDIA_PUBLIC_URL: 'http://media.school.example.org' }, 'web')).toEqual([
      'MEDIA_PUBLIC_URL must start with https:// in production (the site is https: browsers refuse pictures over http)',
    ]);
    // On the site's origin, a file in the bucket would be a page of the site; on the panel's, of the panel.
    expect(productionProblems({ ...web, MEDIA_PUBLIC_URL: 'https://school.example.org/media' }, 'web')).toEqual([
      "MEDIA_PUBLIC_URL must be on a host of its own, not SITE_URL's (a file in the bucket served there would run as one of its pages)",
    ]);
    expect(productionProblems({ ...web, MEDIA_PUBLIC_URL: 'https://cms.school.example.org/uploads' }, 'web')).toHaveLength(1);
  });
});
