/** The longest name a passkey is given or may be renamed to. */
export const PASSKEY_NAME_MAX = 60;
