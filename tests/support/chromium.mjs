// How the end-to-end tests and the phone bench start a browser: Debian's chromium, never a
// downloaded one, with flags that work on a closed network (without the background-networking
// ones, Chromium's calls home are refused many at a time and slow every start).

/** Playwright's launch options for Debian's chromium (CHROMIUM_PATH points at another build). */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
