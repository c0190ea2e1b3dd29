import { expect, test, type Page } from '@playwright/test';

/**
 * The security headers as a browser meets them on real pages: the Content-Security-Policy must let
 * the site's own scripts run (a page that stops hydrating is broken even if it renders) and must
 * block a script that is not ours. Compression is what the browser receives.
 */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function hydrated(page: Page) {
  // Remix sets window.__remixRouter once the page has hydrated.
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter))).toBe(true);
}

test('public pages hydrate under the CSP, with nothing refused', async ({ page }) => {
  const violations = collectCspViolations(page);
  // The home page is not hydrated: its one script (the carousel's, with Swiper) runs under the CSP.
  await page.goto('/');
  await expect(page.locator('.carousel.is-live')).toHaveCount(1);
  for (const path of ['/articles/notice', '/courses/lotussutra', '/privacy', '/login']) {
    await page.goto(path);
    await hydrated(page);
  }
  // A client-side navigation works (the document is not reloaded): the router's script ran.
  await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
  await page.getByRole('link', { name: /홈$/ }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(violations).toEqual([]);
});

test('a script that is not the site’s own is refused', async ({ page }) => {
  const violations = collectCspViolations(page);
  await page.goto('/articles/notice');
  await hydrated(page);
  // What an injected <script> would be: inline, without this response's nonce.
  const ran = await page.evaluate(() => {
    (window as unknown as { injected?: boolean }).injected = false;
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.appendChild(script);
    return (window as unknown as { injected?: boolean }).injected;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test('a shared cached page carries the nonce its scripts were rendered with', async ({ request }) => {
  // The e2e stack keeps anonymous pages 1 s: two requests in a row, the second from the cache.
  let cached = await request.get('/articles/faq');
  for (let i = 0; i < 5 && cached.headers()['x-page-cache'] !== 'hit'; i++) cached = await request.get('/articles/faq');
  expect(cached.headers()['x-page-cache']).toBe('hit');
  const nonce = /'nonce-([^']+)'/.exec(cached.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const html = await cached.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  expect(cached.headers()['x-frame-options']).toBe('DENY');
  expect(cached.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('the browser gets pages and scripts compressed', async ({ page }) => {
  const encodings = new Map<string, string>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    // Files under 1 KB are sent as they are: compressing them saves nothing.
    if (/text\/html|javascript|text\/css/.test(type) && (await response.body()).length > 1024) {
      encodings.set(response.url(), (await response.allHeaders())['content-encoding'] ?? 'none');
    }
  });
  await page.goto('/articles/notice');
  await hydrated(page);
  expect(encodings.size).toBeGreaterThan(2);
  const notBrotli = [...encodings].filter(([, encoding]) => encoding !== 'br');
  expect(notBrotli).toEqual([]);
});
