import { describe, expect, it } from "vitest";
import { fromUpstreamResponse, readUpstream418, upstream418Response } from "../../workers/http/upstream-418";

const HOSTS = ["www.caravantrips.it", "it.localhost"];

describe("the 418 rule", () => {
  it.each<[string, number, unknown, { status: number; location: string | null } | null]>([
    ["a moved page", 418, { meta: { httpStatusCode: 301, redirectTo: "/viaggi/nuovo" } }, { status: 301, location: "/viaggi/nuovo" }],
    [
      "a redirect to one of our sites",
      418,
      { meta: { httpStatusCode: 302, redirectTo: "https://www.caravantrips.it/x" } },
      { status: 302, location: "https://www.caravantrips.it/x" },
    ],
    ["a gone page with a way on", 418, { meta: { httpStatusCode: 410, redirectTo: "/viaggi" } }, { status: 410, location: "/viaggi" }],
    ["a status alone", 418, { meta: { httpStatusCode: 404 } }, { status: 404, location: null }],
    [
      "a redirect off our sites",
      418,
      { meta: { httpStatusCode: 302, redirectTo: "https://evil.example/" } },
      { status: 502, location: null },
    ],
    ["a protocol-relative target", 418, { meta: { httpStatusCode: 301, redirectTo: "//evil.example/" } }, { status: 502, location: null }],
    ["a script target", 418, { meta: { httpStatusCode: 410, redirectTo: "javascript:alert(1)" } }, { status: 410, location: null }],
    ["a redirect without a target", 418, { meta: { httpStatusCode: 308 } }, { status: 502, location: null }],
    ["not a 418", 500, { meta: { httpStatusCode: 301, redirectTo: "/" } }, null],
    ["a 418 without meta", 418, { error: "teapot" }, null],
    ["a success status", 418, { meta: { httpStatusCode: 200, redirectTo: "/" } }, null],
    ["418 again", 418, { meta: { httpStatusCode: 418 } }, null],
    ["a text body", 418, "I'm a teapot", null],
  ])("%s", (_name, status, body, expected) => {
    expect(readUpstream418(status, body, HOSTS)).toEqual(expected);
  });

  it("answers a redirect with Location, an error with Refresh", () => {
    const moved = upstream418Response({ status: 301, location: "/nuovo" });
    expect([moved.status, moved.headers.get("Location")]).toEqual([301, "/nuovo"]);
    const gone = upstream418Response({ status: 410, location: "/viaggi" });
    expect([gone.status, gone.headers.get("Location"), gone.headers.get("Refresh")]).toEqual([410, null, "0; url=/viaggi"]);
  });

  it("reads an upstream Response, leaving others alone", async () => {
    const teapot = Response.json({ meta: { httpStatusCode: 303, redirectTo: "/" } }, { status: 418 });
    expect((await fromUpstreamResponse(teapot, HOSTS))?.status).toBe(303);
    expect(await fromUpstreamResponse(new Response("nope", { status: 418 }), HOSTS)).toBeNull();
    expect(await fromUpstreamResponse(Response.json({}, { status: 500 }), HOSTS)).toBeNull();
  });
});
