import { describe, expect, it } from 'vitest';
import { fileRoutes } from './body-files';

const takesFiles = (path: string, prefix = '/api') => fileRoutes(prefix).some((route) => route.test(path));

describe('the routes that take files', () => {
  it('are the media library’s uploads (panel and content API) and the panel’s logos', () => {
    for (const path of ['/upload', '/upload/files', '/upload/files/12/replace', '/api/upload', '/admin/project-settings'])
      expect(takesFiles(path), path).toBe(true);
  });

  it('are no other path, however close', () => {
    for (const path of [
      '/api/v1/staff/deposits/statement',
      '/api/v1/session/refresh',
      '/api/upload/files',
      '/api/uploadx',
      '/uploads/photo.png',
      '/upload/actions/bulk-delete',
      '/upload/files/12',
      '/upload/files/1/2/replace',
      '/admin/project-settings/x',
      '/x/upload',
    ])
      expect(takesFiles(path), path).toBe(false);
  });

  it('follow the content API’s prefix, taken as text', () => {
    expect(takesFiles('/v2.0/upload', '/v2.0')).toBe(true);
    expect(takesFiles('/v2x0/upload', '/v2.0')).toBe(false);
    expect(takesFiles('/api/upload', '/v2.0')).toBe(false);
  });
});
