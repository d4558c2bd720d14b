import { passkeyAction } from "./oidc.passkey.server";

/** POST /oidc/passkey/ceremony: the WebAuthn ceremonies' server half, JSON in and out (oidc.passkey.server.ts). */
export const action = passkeyAction;
