/** Playwright's launch options for Debian's chromium (CHROMIUM_PATH points at another build). */
export const CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
