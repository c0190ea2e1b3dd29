import http from 'node:http';

/**
 * A browser-like HTTP client on node:http, for tests about who a request comes from: it can
 * connect from a chosen loopback address (127.0.0.5 …) and send any header, forged ones included.
 * It keeps cookies, never follows redirects, and answers status, headers and text.
 */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  cookies: string[];
}

export function httpCall(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers: init.headers,
        localAddress: init.localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), cookies: setCookie });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

export interface Client {
  call(url: string, init?: { method?: string; headers?: Record<string, string>; form?: Record<string, string> }): Promise<Answer>;
  /** The cookie header this client sends. */
  cookie(): string;
  /** Replaces the client's cookies (a copied cookie, say). */
  setCookie(header: string): void;
}

export function client(localAddress = '127.0.0.1'): Client {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    cookie,
    setCookie(header) {
      jar.clear();
      for (const pair of header.split('; ').filter(Boolean)) jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    },
    async call(url, init = {}) {
      const headers: Record<string, string> = { ...(init.headers ?? {}) };
      if (jar.size) headers.cookie = cookie();
      let body: string | undefined;
      if (init.form) {
        body = new URLSearchParams(init.form).toString();
        headers['content-type'] = 'application/x-www-form-urlencoded';
        headers.origin ??= new URL(url).origin;
      }
      const answer = await httpCall(url, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, localAddress });
      for (const line of answer.cookies) {
        const [pair] = line.split(';');
        const name = pair!.slice(0, pair!.indexOf('='));
        const value = pair!.slice(pair!.indexOf('=') + 1);
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      return answer;
    },
  };
}

/**
 * Signs in through the web server at `siteUrl` with the Kakao stand-in, as a browser without
 * JavaScript does: the Kakao button, the stand-in's form, back to the callback and its form. A new
 * learner then signs up with `name`; an existing one lands where the site sends them.
 */
export async function signInAs(
  who: Client,
  siteUrl: string,
  email: string,
  name: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const login = await who.call(`${siteUrl}/login`, { method: 'POST', headers: { origin: siteUrl, ...headers } });
  const authorize = new URL(String(login.headers.location ?? ''));
  if (!authorize.searchParams.has('client_id'))
    throw new Error(`the Kakao button did not lead to Kakao (${login.status} ${login.headers.location})`);
  const consent = new URLSearchParams(authorize.searchParams);
  consent.set('email', email);
  consent.set('nickname', name);
  const granted = await httpCall(`${authorize.origin}${authorize.pathname}`, {
    method: 'POST',
    body: consent.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const callback = String(granted.headers.location ?? '');
  if (!callback.startsWith(siteUrl)) throw new Error(`the stand-in did not send the learner back (${granted.status} ${callback})`);
  const signedIn = await who.call(callback, { method: 'POST', headers: { origin: siteUrl, ...headers } });
  if (signedIn.headers.location === '/signup') {
    return who.call(`${siteUrl}/signup`, { form: { username: name, agreed: 'on' }, headers });
  }
  return signedIn;
}
