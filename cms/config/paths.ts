import path from 'node:path';

/**
 * The app root whether this file runs compiled (dist/config) or from source (config).
 * Strapi loads only the compiled copy, so relative paths must not depend on the cwd.
 */
export const appRoot =
  path.basename(path.resolve(__dirname, '..')) === 'dist' ? path.resolve(__dirname, '..', '..') : path.resolve(__dirname, '..');
