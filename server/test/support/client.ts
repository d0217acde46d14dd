/** A cookie-keeping caller of the legacy API, as a browser would be. */
export function legacyClient(baseUrl: string) {
  const jar = new Map<string, string>();
  let lastSetCookie: string[] = [];
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    lastSetCookie = res.headers.getSetCookie();
    for (const line of lastSetCookie) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const json = (await res.json()) as { code: number; message: string; data: any };
    return { status: res.status, ...json };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body ?? {}, headers),
    jar,
    setCookieHeaders: () => lastSetCookie,
  };
}
