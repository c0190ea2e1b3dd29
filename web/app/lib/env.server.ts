import { webEnv } from '@dharma/config/platform/env';

/**
 * The web server's environment, checked once per process: server.mjs parses it at start-up (a
 * missing secret stops the server with its name) and the app reads that same result.
 */
export const env = webEnv;
