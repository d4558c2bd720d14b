import { request as httpRequest } from "node:http";
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { siteIdsInOrder } from "../../scripts/site-index.mjs";
import { repetitions } from "../support/stress";

/**
 * Refused uploads never cost a neighbour's request. A body the Worker refuses (403 foreign
 * origin, 413 too large, 415 not a form) is read off the connection before the answer; left
 * half-read, the local runtime's proxy failed the next request on that connection with a 503
 * ("Your worker restarted mid-request"). This runs against the real `wrangler dev` server the
 * browser tests start, since the fault lives in its proxy, not in the Worker alone.
 */
const TENANTS = siteIdsInOrder(new URL("../../tenants", import.meta.url).pathname);
const PORT = Number(new URL(baseUrlOf("it")).port);
const UPLOAD_BYTES = 512 * 1024;
const CHUNK = Buffer.alloc(16 * 1024, 0x61);

type Answer = { status: number; body: string } | { error: string };

/** Node cannot resolve *.localhost: connect to the loopback address and name the site in Host. */
function post(tenant: string, path: string, headers: Record<string, string>, body: Buffer | "chunked-upload"): Promise<Answer> {
  const host = `${tenant}.localhost:${PORT}`;
  return new Promise((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port: PORT, path, method: "POST", headers: { Host: host, ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (part: string) => (text += part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    // An answer that never comes is a failure of its own, not a test timeout.
    req.setTimeout(30_000, () => {
      resolve({ error: "no answer in 30 s" });
      req.destroy();
    });
    if (body !== "chunked-upload") return req.end(body);
    // No Content-Length: Transfer-Encoding chunked, written as fast as the server takes it.
    let sent = 0;
    const write = () => {
      while (sent < UPLOAD_BYTES) {
        sent += CHUNK.byteLength;
        if (!req.write(CHUNK)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };
const origin = (tenant: string) => ({ Origin: `http://${tenant}.localhost:${PORT}` });
/**
 * Rounds of a refused upload and a valid post behind it: every refusal on every site (they turn
 * together, 21 rounds to meet them all) three times in `npm test`, 300 rounds in
 * `npm run test:stress` (STRESS=1); REFUSED_BODY_ROUNDS sets any other.
 */
const ROUNDS = repetitions(63, 300, process.env.REFUSED_BODY_ROUNDS);
const REFUSALS = [
  { kind: "oversized chunked form", status: 413, headers: (t: string) => ({ ...form, ...origin(t) }) },
  { kind: "foreign origin", status: 403, headers: () => ({ ...form, Origin: "http://elsewhere.example" }) },
  { kind: "wrong content type", status: 415, headers: (t: string) => ({ "Content-Type": "text/plain", ...origin(t) }) },
] as const;

test(`${ROUNDS} refused uploads interleaved with valid posts on every site: no 503, every valid post answered`, async () => {
  test.setTimeout(240_000);
  const failures: string[] = [];
  let answered = 0;
  const check = (label: string, answer: Answer, status: number) => {
    if (!("error" in answer) && answer.status === status) return void answered++;
    failures.push(`${label}: ${"error" in answer ? answer.error : `${answer.status} ${answer.body.slice(0, 80)}`}`);
  };
  // Stops after a few failures: on a broken server each one can take the full request timeout.
  for (let i = 0; i < ROUNDS && failures.length < 5; i++) {
    const tenant = TENANTS[i % TENANTS.length]!;
    const refusal = REFUSALS[i % REFUSALS.length]!;
    check(
      `#${i} ${refusal.kind} on ${tenant}`,
      await post(tenant, "/beans/close", refusal.headers(tenant), "chunked-upload"),
      refusal.status,
    );
    // A valid form post right behind it, on the next site: closing a bean bar answers 303.
    const next = TENANTS[(i + 1) % TENANTS.length]!;
    const valid = await post(next, "/beans/close", { ...form, ...origin(next) }, Buffer.from("id=summer&returnTo=%2F"));
    check(`#${i} valid post on ${next}`, valid, 303);
  }
  expect(failures).toEqual([]);
  expect(answered).toBe(2 * ROUNDS);
});
