import { describe, expect, it } from "vitest";
import { formatSender, MailConfigError, parseMailConfig, parseSender } from "../../workers/email/config";

describe("mail settings", () => {
  it("needs nothing in development: SMTP to the local inbox on 127.0.0.1:1025, in plain text", () => {
    expect(parseMailConfig({ ENVIRONMENT: "development", DB: {} })).toEqual({
      transport: "smtp",
      from: { name: "Caravan", address: "hello@caravan.localhost" },
      host: "127.0.0.1",
      port: 1025,
      security: "off",
    });
    expect(parseMailConfig(undefined)).toMatchObject({ transport: "smtp", port: 1025 });
  });

  it("reads the SMTP port wrangler passes as a string (--var SMTP_PORT:2525)", () => {
    expect(parseMailConfig({ SMTP_PORT: "2525" })).toMatchObject({ port: 2525 });
    expect(parseMailConfig({ SMTP_PORT: 2526 })).toMatchObject({ port: 2526 });
    expect(parseMailConfig({ SMTP_PORT: "" })).toMatchObject({ port: 1025 });
  });

  it.each([
    ["SMTP_PORT", "70000"],
    ["SMTP_PORT", "smtp"],
    ["MAIL_TRANSPORT", "pigeon"],
    ["SMTP_SECURITY", "maybe"],
    ["MAIL_API_URL", "ftp://mail"],
  ])("names the setting that is wrong: %s=%s", (name, value) => {
    expect(() => parseMailConfig({ MAIL_TRANSPORT: "smtp", [name]: value })).toThrow(new RegExp(`^Mail settings: ${name}:`));
  });

  it("uses STARTTLS for a remote SMTP server unless told otherwise, and takes credentials in pairs", () => {
    expect(parseMailConfig({ SMTP_HOST: "smtp.example.net", SMTP_PORT: "587", SMTP_USER: "u", SMTP_PASSWORD: "p" })).toMatchObject({
      host: "smtp.example.net",
      port: 587,
      security: "starttls",
      credentials: { username: "u", password: "p" },
    });
    expect(parseMailConfig({ SMTP_HOST: "smtp.example.net", SMTP_SECURITY: "tls" })).toMatchObject({ security: "tls" });
    expect(() => parseMailConfig({ SMTP_USER: "u" })).toThrow("SMTP_PASSWORD is missing");
  });

  it("takes the http transport with a key, Resend's URL by default", () => {
    expect(parseMailConfig({ MAIL_TRANSPORT: "http", MAIL_API_KEY: "re_123", MAIL_FROM: "hello@caravantrips.com" })).toEqual({
      transport: "http",
      from: { address: "hello@caravantrips.com" },
      apiUrl: "https://api.resend.com",
      apiKey: "re_123",
    });
    expect(parseMailConfig({ MAIL_TRANSPORT: "http", MAIL_API_KEY: "k", MAIL_API_URL: "http://127.0.0.1:9000/v1/" })).toMatchObject({
      apiUrl: "http://127.0.0.1:9000/v1",
    });
  });

  it.each([
    [{ MAIL_TRANSPORT: "http" }, "MAIL_API_KEY"],
    [{ ENVIRONMENT: "production", MAIL_TRANSPORT: "http", MAIL_API_KEY: "k" }, "MAIL_FROM"],
    [{ ENVIRONMENT: "production", MAIL_FROM: "hello@caravantrips.com" }, "SMTP_HOST"],
    [{ MAIL_FROM: "Caravan" }, "MAIL_FROM"],
  ])("refuses %j, naming %s", (env, name) => {
    expect(() => parseMailConfig(env)).toThrow(MailConfigError);
    expect(() => parseMailConfig(env)).toThrow(name);
  });
});

describe("senders", () => {
  it.each([
    ["Caravan <hello@caravantrips.com>", { name: "Caravan", address: "hello@caravantrips.com" }],
    ['"Caravan Italia" <ciao@caravantrips.it>', { name: "Caravan Italia", address: "ciao@caravantrips.it" }],
    ["<hello@caravantrips.com>", { address: "hello@caravantrips.com" }],
    ["hello@caravantrips.com", { address: "hello@caravantrips.com" }],
    ["Caravan", null],
    ["a <b@c> d", null],
  ])("parses %s", (text, sender) => {
    expect(parseSender(text)).toEqual(sender);
  });

  it("quotes a display name only when it must", () => {
    expect(formatSender({ name: "Caravan España", address: "hola@caravantrips.es" })).toBe("Caravan España <hola@caravantrips.es>");
    expect(formatSender({ name: 'Caravan, "Trips"', address: "a@b.co" })).toBe('"Caravan, \\"Trips\\"" <a@b.co>');
    expect(formatSender({ address: "a@b.co" })).toBe("a@b.co");
  });
});
