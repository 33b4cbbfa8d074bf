import { Agent, Headers, fetch, type RequestInit, type Response } from 'undici';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/**
 * What a browser does for the sign-in flow: keeps cookies (honouring their paths and deletion)
 * and talks to the self-signed HTTPS server. Redirects are returned, not followed.
 */
export class BrowserSession {
  private readonly cookies = new Map<string, StoredCookie>();
  private readonly dispatcher = new Agent({ connect: { rejectUnauthorized: false } });

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookieHeader = this.cookieHeaderFor(target.pathname);
    if (cookieHeader) headers.set('cookie', cookieHeader);
    const response = await fetch(target, { ...init, headers, redirect: 'manual', dispatcher: this.dispatcher });
    for (const setCookie of response.headers.getSetCookie()) this.store(setCookie, target.pathname);
    return response;
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }

  private cookieHeaderFor(path: string): string {
    return [...this.cookies.values()]
      .filter(
        (cookie) =>
          path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private store(setCookie: string, requestPath: string) {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    let path = requestPath.slice(0, requestPath.lastIndexOf('/')) || '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = attributeValue;
      if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
    }
    const key = `${name}|${path}`;
    if (expired) this.cookies.delete(key);
    else this.cookies.set(key, { name, value, path });
  }
}
