/** Cookie reading and writing on `document.cookie` (or any object with a `cookie` string). */

export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  /** Lifetime in seconds. */
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  domain?: string;
}

export function getCookie(name: string, jar: CookieJar | undefined = globalThis.document): string | null {
  if (!jar) return null;
  for (const part of jar.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  let text = `${name}=${encodeURIComponent(value)}`;
  if (options.maxAge !== undefined) text += `; Max-Age=${Math.floor(options.maxAge)}`;
  text += `; Path=${options.path ?? '/'}`;
  if (options.domain) text += `; Domain=${options.domain}`;
  if (options.sameSite) text += `; SameSite=${options.sameSite}`;
  if (options.secure) text += '; Secure';
  return text;
}

export function setCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  jar: CookieJar | undefined = globalThis.document,
): void {
  if (jar) jar.cookie = serializeCookie(name, value, options);
}
