/**
 * A signed-in person's request as an anonymous visitor makes it (app/lib/http/cookies.ts
 * `withoutSessionCookie`): what the Worker renders a shared copy of a page from.
 */
import { describe, expect, it } from "vitest";
import { withoutSessionCookie } from "../../app/lib/http/cookies";

const ask = (cookie: string | null) =>
  new Request("http://uk.localhost/search?page=2", {
    method: "GET",
    headers: { ...(cookie === null ? {} : { Cookie: cookie }), Accept: "text/html", "X-Test-Country": "IT" },
  });

describe("withoutSessionCookie", () => {
  it("takes out the session's cookie, under either environment's name, and keeps every other cookie as sent", () => {
    const { request, cookies } = withoutSessionCookie(
      ask("caravan_device=d1; caravan_session=a.b.c~ff; caravan_currency=EUR; __Host-caravan_session=x.y.z~00; caravan_beans=a%20b"),
    );
    expect(request.headers.get("Cookie")).toBe("caravan_device=d1; caravan_currency=EUR; caravan_beans=a%20b");
    expect(cookies).toEqual({ caravan_device: "d1", caravan_currency: "EUR", caravan_beans: "a b" });
  });

  it("keeps the address, the method and every other header", () => {
    const { request } = withoutSessionCookie(ask("caravan_session=a.b.c~ff"));
    expect(request.url).toBe("http://uk.localhost/search?page=2");
    expect(request.method).toBe("GET");
    expect(request.headers.get("Accept")).toBe("text/html");
    expect(request.headers.get("X-Test-Country")).toBe("IT");
  });

  it("sends no Cookie header when the session's was the only cookie, or there was none", () => {
    for (const cookie of ["caravan_session=a.b.c~ff", null]) {
      const { request, cookies } = withoutSessionCookie(ask(cookie));
      expect(request.headers.has("Cookie")).toBe(false);
      expect(Object.keys(cookies)).toEqual([]);
    }
  });

  it("does not take a cookie whose name only contains the session's", () => {
    const { request } = withoutSessionCookie(ask("my_caravan_session=1; caravan_session_x=2"));
    expect(request.headers.get("Cookie")).toBe("my_caravan_session=1; caravan_session_x=2");
  });
});
