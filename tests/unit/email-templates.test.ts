import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { textLeaves as leaves } from "../support/text-leaves";
import { emailCatalogues } from "../../locales/email";
import { LANGUAGES } from "../../tenants/languages";
import { escapeHtml, renderEmail } from "../../workers/email/layout";
import { oneTimeCodeEmail } from "../../workers/email/templates/one-time-code";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const source = leaves(emailCatalogues["en-US"]);

const input = {
  code: "482913",
  link: "https://www.caravantrips.it/accedi?email=giulia%40example.it&code=482913",
  siteName: "Caravan Italia",
  validMinutes: 15,
};

describe.each(LANGUAGES)("e-mail catalogue %s", (language) => {
  const messages = leaves(emailCatalogues[language]);

  it("has exactly the keys of the en-US catalogue, none empty, the same placeholders", () => {
    expect([...messages.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of messages) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(source.get(key)!));
    }
  });

  it("names the brand in the sign-in subject", () => {
    expect(messages.get("oneTimeCode.subject")).toContain("Caravan");
  });
});

describe.each(LANGUAGES)("sign-in code e-mail in %s", (language) => {
  const mail = oneTimeCodeEmail({ language, ...input });
  const html = parse(mail.html);

  it("puts the code in the subject, the text part and the HTML part", () => {
    expect(mail.subject).toContain("482913");
    expect(mail.text).toMatch(/^ {4}482913$/m);
    expect(html.querySelectorAll("span").map((span) => span.text)).toContain("482913");
  });

  it("fills every placeholder and offers the link in both parts", () => {
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{|\}\}/);
    expect(mail.text).toContain(input.link);
    expect(html.querySelector("a")!.getAttribute("href")).toBe(input.link);
    expect(mail.text).toContain("Caravan Italia");
  });

  it("declares the language and says it in that language", () => {
    expect(html.querySelector("html")!.getAttribute("lang")).toBe(language);
    const validity = emailCatalogues[language].oneTimeCode.validity.other.replace("{{count}}", "15");
    expect(mail.text).toContain(validity);
    expect(html.querySelector("title")!.text).toBe(mail.subject);
  });
});

describe("sign-in code e-mail wording", () => {
  it("uses the singular for one minute and the plural otherwise", () => {
    expect(oneTimeCodeEmail({ ...input, language: "en-US", validMinutes: 1 }).text).toContain("The code expires in 1 minute.");
    expect(oneTimeCodeEmail({ ...input, language: "en-US", validMinutes: 10 }).text).toContain("The code expires in 10 minutes.");
    expect(oneTimeCodeEmail({ ...input, language: "de", validMinutes: 1 }).text).toContain("Der Code ist 1 Minute lang gültig.");
    expect(oneTimeCodeEmail({ ...input, language: "it", validMinutes: 1 }).text).toContain("Il codice scade tra 1 minuto.");
  });

  it("falls back to the en-US texts for a language without a catalogue", () => {
    const mail = oneTimeCodeEmail({ ...input, language: "pt" });
    expect(mail.subject).toBe("482913 is your Caravan sign-in code");
    expect(parse(mail.html).querySelector("html")!.getAttribute("lang")).toBe("en-US");
  });

  it("reads as the site speaks: du in German, vous in French", () => {
    expect(oneTimeCodeEmail({ ...input, language: "de" }).text).toContain("Gib diesen Code");
    expect(oneTimeCodeEmail({ ...input, language: "fr" }).text).toContain("Saisissez ce code");
  });
});

describe("escaping", () => {
  const hostile = oneTimeCodeEmail({
    language: "en-GB",
    code: `<b>1</b>"'&`,
    link: `https://example.com/"><script>alert(1)</script>?a=1&b=2`,
    siteName: `Caravan <img src=x onerror=alert(1)> & "Co"`,
    validMinutes: 15,
  });

  it("escapes every interpolated value in the HTML part", () => {
    expect(hostile.html).not.toContain("<script");
    expect(hostile.html).not.toContain("<img");
    expect(hostile.html).not.toContain("<b>1</b>");
    const root = parse(hostile.html);
    expect(root.querySelectorAll("script, img, b")).toHaveLength(0);
    expect(root.querySelectorAll("span").map((s) => s.text)).toContain(`<b>1</b>"'&`);
    expect(root.querySelector("title")!.text).toContain(`<b>1</b>"'&`);
    // The link stays one attribute: its quote cannot close the href.
    const href = root.querySelector("a")!.getAttribute("href")!;
    expect(href.startsWith("https://example.com/")).toBe(true);
    expect(root.querySelector("a")!.getAttribute("style")).toContain("display:inline-block");
  });

  it("leaves the text part as plain text", () => {
    expect(hostile.text).toContain(`Caravan <img src=x onerror=alert(1)> & "Co"`);
  });

  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
  });

  it.each(["javascript:alert(1)", "data:text/html,hi", "/relative/path"])("refuses a link that is not http(s): %s", (link) => {
    expect(() => oneTimeCodeEmail({ ...input, language: "en-US", link })).toThrow();
  });
});

describe("the shared layout", () => {
  it("renders the same blocks into both parts, with the signature last", () => {
    const mail = renderEmail({
      language: "en-GB",
      siteName: "Caravan UK",
      subject: "Prices dropped",
      preheader: "Two trips you follow are cheaper",
      blocks: [
        { kind: "heading", text: "Good news" },
        { kind: "paragraph", text: "Iceland Road Trip is now £1,290." },
        { kind: "button", href: "https://www.caravantrips.co.uk/trips/iceland", label: "See the trip" },
        { kind: "note", text: "You follow this trip." },
      ],
      footer: "You asked for price alerts.",
    });
    expect(mail.text).toBe(
      "Good news\n\nIceland Road Trip is now £1,290.\n\nhttps://www.caravantrips.co.uk/trips/iceland\n\nYou follow this trip.\n\n-- \nCaravan UK\nYou asked for price alerts.\n",
    );
    const root = parse(mail.html);
    expect(root.querySelector("h1")!.text).toBe("Good news");
    expect(root.querySelector("a")!.text).toBe("See the trip");
    expect(root.text).toContain("Two trips you follow are cheaper");
  });
});
