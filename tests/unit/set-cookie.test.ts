/**
 * Every Set-Cookie line of the sites is written by one function (app/lib/http/cookies.ts,
 * the `cookie` package's serializer) with the attributes every cookie shares named once.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { clearCookie, parseCookies, setCookie } from "../../app/lib/http/cookies";

const root = join(import.meta.dirname, "../..");
const WRITER = "app/lib/http/cookies.ts";

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe("setCookie", () => {
  it("writes a cookie for the whole site, HttpOnly, Secure and SameSite=Lax, with its lifetime", () => {
    expect(setCookie("caravan_currency", "GBP", { maxAge: 60 })).toBe(
      "caravan_currency=GBP; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("takes a path, a domain, and Secure off where a cookie's rule says so", () => {
    expect(setCookie("caravan_login", "t", { maxAge: 600, path: "/login" })).toBe(
      "caravan_login=t; Max-Age=600; Path=/login; HttpOnly; Secure; SameSite=Lax",
    );
    expect(setCookie("caravan_device", "d", { maxAge: 1, domain: "caravantrips.com" })).toContain("; Domain=caravantrips.com; Path=/;");
    expect(setCookie("caravan_poll_voter", "v", { maxAge: 1, secure: false })).not.toContain("Secure");
  });

  it("deletes a cookie on the path it was set on", () => {
    expect(clearCookie("caravan_login", { path: "/login" })).toBe("caravan_login=; Max-Age=0; Path=/login; HttpOnly; Secure; SameSite=Lax");
  });

  it("encodes a value as the reader decodes it, and refuses a name that would break the line", () => {
    const line = setCookie("caravan_x", "a b;c=d", { maxAge: 1 });
    expect(parseCookies(line.split("; ")[0]).caravan_x).toBe("a b;c=d");
    expect(() => setCookie("bad name", "x", { maxAge: 1 })).toThrow();
  });

  it("is the only writer: no module of app/ or workers/ builds a Set-Cookie line by hand", () => {
    const handBuilt = /; ?(Path|Max-Age|Domain|SameSite|Expires)=|; ?(HttpOnly|Secure|Partitioned)\b|from "cookie"/;
    const offenders = [...sources("app"), ...sources("workers")]
      .filter((path) => relative(".", path) !== WRITER)
      .flatMap((path) =>
        readFileSync(join(root, path), "utf8")
          .split("\n")
          .map((line, i) => ({ where: `${path}:${i + 1}`, line }))
          // Comments may describe a cookie's attributes.
          .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && handBuilt.test(line))
          .map(({ where }) => where),
      );
    expect(offenders).toEqual([]);
  });
});
