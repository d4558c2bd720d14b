/**
 * Talk to us and the contacts content through the built Worker, with the sites'
 * real content published: the header link and the modal only where the site's flag is on, the
 * modal rendered on the server from a URL that opens it, its blocks for the browser, and the
 * contacts page built from the same content.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants } from "../../tenants";
import { href } from "../../tenants/routes";
import { buildContent, loadContentTree } from "../../scripts/content/build";
import type { PublishedContactBlock } from "../../workers/services/content/types";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { catalogues } from "../../locales";

const CONTENT = "tenants/content";

let site: Site;
beforeAll(async () => {
  site = await startSite({ content: CONTENT });
});
afterAll(() => site?.close());

const contactsOf = (id: string) =>
  (
    buildContent(loadContentTree(CONTENT), tenants).siteContent.find((c) => c.site === id && c.kind === "contacts")!.body as {
      blocks: PublishedContactBlock[];
    }
  ).blocks;
const ON = tenants.filter((t) => t.features.talkToUs);
const OFF = tenants.filter((t) => !t.features.talkToUs);
const messages = (language: string) => catalogues[language as keyof typeof catalogues];

describe("talk to us only where the site's flag is on", () => {
  it("the flags are both on and off across the sites, so both sides are tested", () => {
    expect(ON.length).toBeGreaterThan(0);
    expect(OFF.length).toBeGreaterThan(0);
  });

  it.each(OFF.map((t) => [t.id, t]))(
    "%s (off): no link, no modal, no blocks, and the footer does not say talk to us",
    async (_, tenant) => {
      const search = href(tenant.pathLocale, "search");
      const html = await pageOf(await site.fetch(tenant.id, `${search}?modal=talk-to-us`));
      expect(html.querySelector(".talk-to-us-link")).toBeNull();
      expect(html.querySelector('[data-modal="talk-to-us"]')).toBeNull();
      expect(html.querySelector('[role="dialog"]')).toBeNull();
      const footer = textOf(html.querySelector("footer.site-footer"));
      expect(footer).not.toContain(messages(tenant.language).layout.support);
      expect(footer).toContain(messages(tenant.language).talkToUs.customerCare);
      const api = await site.fetch(tenant.id, "/api/talk-to-us");
      expect(api.status).toBe(404);
    },
  );

  it.each(ON.map((t) => [t.id, t]))("%s (on): the header opens the modal over the same page", async (_, tenant) => {
    const search = href(tenant.pathLocale, "search");
    const html = await pageOf(await site.fetch(tenant.id, `${search}?sort=price%3Aasc`));
    const link = html.querySelector("header .talk-to-us-link");
    expect(textOf(link)).toBe(messages(tenant.language).layout.support);
    expect(link?.getAttribute("href")).toBe(`${search}?sort=price%3Aasc&modal=talk-to-us`);
    expect(html.querySelector('[role="dialog"]')).toBeNull();
  });

  it.each(ON.map((t) => [t.id, t]))(
    "%s (on): a URL that opens the modal renders it on the server with the showTalkToUs blocks",
    async (_, tenant) => {
      const response = await site.fetch(tenant.id, `${href(tenant.pathLocale, "faqs")}?modal=talk-to-us`);
      expect(response.status).toBe(200);
      const html = await pageOf(response);
      const dialog = html.querySelector('[role="dialog"][data-modal="talk-to-us"]');
      expect(dialog?.getAttribute("aria-modal")).toBe("true");
      expect(textOf(dialog?.querySelector("h2"))).toBe(messages(tenant.language).talkToUs.title);
      const expected = contactsOf(tenant.id).filter((block) => block.showTalkToUs);
      expect(dialog!.querySelectorAll(".contact-book h3").map(textOf)).toEqual(expected.map((block) => block.title));
      const hrefs = dialog!.querySelectorAll(".contact-action").map((a) => a.getAttribute("href"));
      expect(hrefs).toContain(`tel:${tenant.support.phone.replace(/[^+0-9]/g, "")}`);
      expect(hrefs).toContain(`mailto:${tenant.support.email}`);
      expect(hrefs).toContain(href(tenant.pathLocale, "faqs"));
      // Closing is a link back to the page without the modal (no JavaScript needed).
      expect(dialog!.querySelector("a.modal-close")?.getAttribute("href")).toBe(href(tenant.pathLocale, "faqs"));
    },
  );

  it("gives the browser the same blocks as JSON, the same for everyone for a minute", async () => {
    const answer = await site.fetch("it", "/api/talk-to-us");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=60");
    const { blocks } = (await answer.json()) as { blocks: { id: string; title: string; actions: { href: string }[] }[] };
    expect(blocks.map((block) => block.id)).toEqual(
      contactsOf("it")
        .filter((b) => b.showTalkToUs)
        .map((b) => b.id),
    );
    expect(blocks[0]!.actions.length).toBeGreaterThan(0);
    const post = await site.fetch("it", "/api/talk-to-us", {
      method: "POST",
      headers: { Origin: "http://it.localhost", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(post.status).toBe(405);
  });
});

describe("the contacts page from the contacts content", () => {
  it.each(tenants.map((t) => [t.id, t]))(
    "%s: keeps its texts and shows the showContactPage blocks with their calls to action",
    async (_, tenant) => {
      const html = await pageOf(await site.fetch(tenant.id, href(tenant.pathLocale, "contacts")));
      const page = JSON.parse(loadContentTree(CONTENT).folders.get(tenant.id)!.get("contacts.json")!) as {
        title: string;
        blocks: { type: string; title?: string }[];
      };
      expect(textOf(html.querySelector("main h1"))).toBe(page.title);
      const books = html.querySelector(".content-contact-books");
      expect(textOf(books?.querySelector("h2"))).toBe(page.blocks.find((b) => b.type === "contactBooks")!.title);
      const expected = contactsOf(tenant.id).filter((block) => block.showContactPage);
      expect(books!.querySelectorAll(".contact-book h3").map(textOf)).toEqual(expected.map((block) => block.title));
      expect(books!.querySelectorAll(".contact-book").length).toBeLessThan(contactsOf(tenant.id).length);
      expect(books!.querySelector('a.contact-action[href^="tel:"]')).not.toBeNull();
      // The page's own contact channels: talk to us (opening the modal) only where the flag is on.
      const talk = html.querySelector(".contact-talkToUs a");
      if (tenant.features.talkToUs) expect(talk?.getAttribute("href")).toBe(`${href(tenant.pathLocale, "contacts")}?modal=talk-to-us`);
      else expect(talk).toBeNull();
    },
  );
});
