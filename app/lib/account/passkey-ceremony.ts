/**
 * The browser's half of the passkey ceremonies (a lazy chunk: only the provider's pages that
 * show a passkey step import it, on click; never the first visit of home or search).
 */
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

export type CeremonyResult = { ok: true; next?: string } | { ok: false; error: string };

async function call(body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch("/oidc/passkey/ceremony", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

const failure = (json: Record<string, unknown>): CeremonyResult => ({ ok: false, error: String(json.error ?? "invalid") });

/** The browser or the person stopped the ceremony (cancelled, timed out, no passkey here). */
const stopped = (error: unknown): CeremonyResult => ({
  ok: false,
  error: error instanceof Error && error.name === "NotAllowedError" ? "cancelled" : "unsupported",
});

export async function addPasskey(): Promise<CeremonyResult> {
  const options = await call({ op: "register-options" });
  if (options.status !== 200) return failure(options.json);
  let response: unknown;
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the server's options are the library's JSON shape.
    response = await startRegistration({ optionsJSON: options.json as any });
  } catch (error) {
    return stopped(error);
  }
  const added = await call({ op: "register", response });
  return added.status === 200 ? { ok: true } : failure(added.json);
}

export async function signInWithPasskey(flow: string): Promise<CeremonyResult> {
  const options = await call({ op: "sign-in-options" });
  if (options.status !== 200) return failure(options.json);
  let response: unknown;
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the server's options are the library's JSON shape.
    response = await startAuthentication({ optionsJSON: options.json as any });
  } catch (error) {
    return stopped(error);
  }
  const signedIn = await call({ op: "sign-in", response, flow });
  return signedIn.status === 200 && typeof signedIn.json.next === "string"
    ? { ok: true, next: signedIn.json.next }
    : failure(signedIn.json);
}

export async function saidLater(): Promise<void> {
  await call({ op: "later" });
}
