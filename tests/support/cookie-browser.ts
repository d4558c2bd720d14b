/**
 * A browser for integration tests: cookies kept per host (with their paths), redirects followed
 * by hand so each hop can be read, forms posted as a browser posts them. `dispatch` is the
 * site's (tests/integration/harness.ts).
 */
export function cookieBrowser(dispatch: (url: string, init?: RequestInit) => Promise<Response>) {
  const jar = new Map<string, Map<string, { value: string; path: string }>>();
  const cookiesFor = (url: URL) =>
    [...(jar.get(url.host) ?? new Map<string, { value: string; path: string }>()).entries()]
      .filter(([, c]) => c.path === "/" || url.pathname === c.path || url.pathname.startsWith(`${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join("; ");
  const store = (url: URL, response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const [name, ...rest] = pair!.split("=");
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? "/";
      const cookies = jar.get(url.host) ?? new Map();
      jar.set(url.host, cookies);
      if (/max-age=0/i.test(line)) cookies.delete(name!);
      else cookies.set(name!, { value: rest.join("="), path });
    }
  };
  async function request(href: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(href);
    const cookie = cookiesFor(url);
    const response = await dispatch(url.href, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { Cookie: cookie } : {}) },
    });
    store(url, response);
    return response;
  }
  const b = {
    jar,
    request,
    cookie: (host: string, name: string) => jar.get(host)?.get(name)?.value ?? null,
    async follow(href: string, init: RequestInit = {}, hops = 10) {
      let url = href;
      let response = await request(url, init);
      const chain = [url];
      while (response.status >= 300 && response.status < 400 && hops-- > 0) {
        url = new URL(response.headers.get("Location")!, url).href;
        chain.push(url);
        await response.body?.cancel();
        response = await request(url);
      }
      return { response, url, chain, hops: chain.map((u) => new URL(u).host + new URL(u).pathname) };
    },
    post(href: string, fields: Record<string, string>) {
      return request(href, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(href).origin },
        body: new URLSearchParams(fields).toString(),
      });
    },
    /** Is the site's page signed in (GET /api/users/me)? */
    async signedInOn(tenant: string): Promise<boolean> {
      const me = await request(`http://${tenant}.localhost/api/users/me`);
      await me.body?.cancel();
      return me.status === 200;
    },
  };
  return b;
}

export type CookieBrowser = ReturnType<typeof cookieBrowser>;
