/**
 * A learner in a browser without JavaScript, as far as web's cookies and forms go: a cookie jar,
 * requests that carry it, and the whole sign-in walk (the Kakao button, the stand-in's consent
 * form, the callback, sign-up with name and consent).
 */
export interface WebBrowser {
  /** The session cookie as a request header value. */
  cookie(): string;
  /** Replaces the jar's cookies with those of another browser (a learner moving between servers). */
  adopt(cookie: string): void;
  request(url: string, init?: RequestInit): Promise<Response>;
  form(url: string, fields: Record<string, string>): Promise<Response>;
}

export interface WebBrowserOptions {
  /** How requests go out (default: this process's fetch), e.g. through a TLS agent of the test's. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Headers this browser sends on every request (a forged X-Forwarded-For, say). */
  headers?: Record<string, string>;
}

export function webBrowser({ fetch: send = fetch, headers: always = {} }: WebBrowserOptions = {}): WebBrowser {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const browser: WebBrowser = {
    cookie,
    adopt(header) {
      jar.clear();
      for (const pair of header.split('; ').filter(Boolean)) {
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    async request(url, init = {}) {
      const origin = new URL(url).origin;
      const res = await send(url, {
        ...init,
        redirect: 'manual',
        headers: { ...always, ...(init.headers as Record<string, string>), cookie: cookie(), origin },
      });
      keep(res);
      return res;
    },
    form(url, fields) {
      return browser.request(url, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    },
  };
  return browser;
}

/** Signs a new learner in and up through the web server at `webUrl`; the browser keeps the session. */
export async function signInThroughWeb(webUrl: string, email: string, name: string): Promise<WebBrowser> {
  const browser = webBrowser();
  const login = await browser.request(`${webUrl}/login`, { method: 'POST' });
  const authorize = new URL(login.headers.get('location') ?? '');
  const consent = new URLSearchParams(authorize.searchParams);
  consent.set('email', email);
  consent.set('nickname', name);
  const granted = await fetch(`${authorize.origin}${authorize.pathname}`, { method: 'POST', body: consent, redirect: 'manual' });
  const callback = granted.headers.get('location') ?? '';
  if (!callback.startsWith(webUrl)) throw new Error(`the stand-in did not send the learner back (${granted.status} ${callback})`);
  const signedIn = await browser.request(callback, { method: 'POST' });
  if (signedIn.headers.get('location') !== '/signup')
    throw new Error(`a new learner should be asked to sign up (${signedIn.status} ${signedIn.headers.get('location')})`);
  const done = await browser.form(`${webUrl}/signup`, { username: name, agreed: 'on' });
  if (done.status !== 302) throw new Error(`sign-up answered ${done.status}`);
  return browser;
}
