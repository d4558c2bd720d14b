import { SUPPORTED_SCOPES } from "./authorize-request";

/** The provider's discovery document (OpenID Connect Discovery 1.0, section 3). */
export function discoveryDocument(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/oidc/authorize`,
    token_endpoint: `${issuer}/oidc/token`,
    userinfo_endpoint: `${issuer}/oidc/userinfo`,
    jwks_uri: `${issuer}/oidc/jwks`,
    end_session_endpoint: `${issuer}/oidc/end-session`,
    scopes_supported: [...SUPPORTED_SCOPES],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["ES256"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
    claims_supported: ["sub", "iss", "aud", "exp", "iat", "auth_time", "nonce", "sid", "email", "email_verified", "picture"],
    ui_locales_supported: ["en-GB", "en-US", "it", "es", "fr", "de"],
    // RFC 9207: the authorization response names its issuer (mix-up defence).
    authorization_response_iss_parameter_supported: true,
    prompt_values_supported: ["none", "login", "consent", "select_account"],
    // Single logout is a revocation the sites read from the shared database, not a back or front channel.
    backchannel_logout_supported: false,
    frontchannel_logout_supported: false,
    request_parameter_supported: false,
    claims_parameter_supported: false,
  };
}
