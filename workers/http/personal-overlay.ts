/**
 * The personal overlay: a shared copy of a page (edge-cache.ts) answered to a signed-in
 * person, with their parts written in as it streams through `HTMLRewriter`. What it writes is
 * the markup React renders for that person (the components named beside each part), so the
 * page is true without JavaScript and hydrates without a mismatch:
 *
 * - the state itself, as JSON in the root's empty `#caravan-personal` script (it already carries
 *   this response's nonce), which the browser reads before hydrating (app/lib/account/personal-state.ts);
 * - the account menu in place of the "Log in" link (header/account-menu.tsx);
 * - the saved count on the header's wishlist link (header/site-header.tsx);
 * - each saved heart, found by its key (app/lib/wishlist/heart-key.ts): its intent, pressed
 *   state, name, filled shape, and a trip's count of saved departures (wishlist/heart-button.tsx).
 *   A heart the person has not saved is left as it is, and costs nothing to pass;
 * - group info's entry, open to a signed-in person (trip/group-info-entry.tsx);
 * - the footer's newsletter form, with the person's e-mail (newsletter/newsletter-form.tsx).
 *
 * The notify-me entries carry nothing personal (their modal, on its own URL, is never a copy).
 */
import { catalogues } from "../../locales";
import { PERSONAL_ELEMENT_ID, personalStateJson, type PersonalState } from "../../app/lib/account/personal-state";
import { pluralForm } from "../../app/lib/format/plural";
import { translate } from "../../app/lib/format/translate";
import { ICON_PATHS } from "../../app/lib/shell/icon-paths";
import { heartKey } from "../../app/lib/wishlist/heart-key";
import type { Language } from "../../tenants/languages";

/** What the overlay reads of the page's site. */
export type OverlaySite = { language: Language };

/** The copy's response with the person's parts written in (HTML only; anything else as it is). */
export function withPersonalOverlay(copy: Response, state: PersonalState, site: OverlaySite): Response {
  if (!copy.body || !(copy.headers.get("Content-Type") ?? "").startsWith("text/html")) return copy;
  const { language } = site;
  const messages = catalogues[language];
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars, language);
  const travels = new Set(state.wishlist.travels);
  const tours = new Set(state.wishlist.tours.map((tour) => tour.tourId));
  const toursOf = new Map<number, number>();
  for (const tour of state.wishlist.tours) toursOf.set(tour.travelId, (toursOf.get(tour.travelId) ?? 0) + 1);
  const total = travels.size + tours.size;

  const rewriter = new HTMLRewriter()
    .on(`script#${PERSONAL_ELEMENT_ID}`, {
      element(element) {
        element.setInnerContent(personalStateJson(state), { html: true });
      },
    })
    .on('a[data-testid="login-link"]', {
      element(element) {
        element.replace(accountMenu(state.user, t), { html: true });
      },
    })
    .on('a[data-testid="wishlist-link"]', {
      element(element) {
        if (total > 0) element.append(countBadge(total, t("wishlist.heart.savedItems"), language), { html: true });
      },
    })
    .on("a.group-info-entry", {
      element(element) {
        element.setInnerContent(escapeHtml(t("trip.tour.groupInfo")), { html: true });
      },
    })
    .on('form.newsletter-form input[name="email"]', {
      element(element) {
        element.setAttribute("readonly", "");
        element.setAttribute("value", escapeHtml(state.user.email));
      },
    })
    .on('form.newsletter-form button[type="submit"]', {
      element(element) {
        if (!state.user.newsletter) return;
        element.setAttribute("disabled", "");
        element.setInnerContent(escapeHtml(t("newsletter.on")), { html: true });
      },
    });
  // Only the saved hearts are rewritten, each found by its key: a page of unsaved ones costs nothing.
  for (const key of [...travels].map((id) => heartKey(id)).concat(state.wishlist.tours.map((t) => heartKey(t.travelId, t.tourId)))) {
    savedHeart(rewriter, key, t);
  }
  // A trip's own heart (the trip page's) shows how many of its departures are saved.
  for (const [travelId, count] of toursOf) {
    rewriter.on(`form.heart-form[data-heart="${heartKey(travelId)}"][data-shows-count]`, {
      element(element) {
        element.onEndTag((end) => {
          end.before(heartCount(count, t("wishlist.heart.toursSaved", { count }), language), { html: true });
        });
      },
    });
  }
  return rewriter.transform(copy);
}

/** A saved heart, as HeartButton renders it: its intent, pressed state, name and filled shape. */
function savedHeart(rewriter: HTMLRewriter, key: string, t: Translate): void {
  const form = `form.heart-form[data-heart="${key}"]`;
  rewriter
    .on(`${form} input[name="intent"]`, {
      element(element) {
        element.setAttribute("value", "remove");
      },
    })
    .on(`${form} button.heart`, {
      element(element) {
        element.setAttribute("class", "heart is-saved");
        element.setAttribute("aria-pressed", "true");
        const label = removeLabel(element.getAttribute("aria-label") ?? "", t);
        if (label !== null) element.setAttribute("aria-label", label);
      },
    })
    .on(`${form} button.heart path`, {
      element(element) {
        element.setAttribute("d", ICON_PATHS.heartFilled);
      },
    });
}

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The signed-in account menu, as AccountMenu renders it. */
function accountMenu(user: PersonalState["user"], t: Translate): string {
  return (
    `<details class="account-menu" data-testid="account-menu"><summary class="icon-button">${icon(ICON_PATHS.user)}` +
    `<span class="action-label">${escapeHtml(t("account.menu.account"))}</span></summary>` +
    `<div class="account-menu-panel"><p class="account-email">${escapeHtml(t("account.signIn.signedInAs", { email: user.email }))}</p>` +
    `<a href="${escapeHtml(user.personalAreaUrl)}">${escapeHtml(t("account.menu.personalArea"))}</a>` +
    `<form method="post" action="/logout"><button type="submit" class="link-button" data-testid="logout-button">` +
    `${escapeHtml(t("account.menu.logout"))}</button></form></div></details>`
  );
}

function icon(path: string): string {
  return `<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor"><path d="${path}"></path></svg>`;
}

/**
 * A count and its words for screen readers, as the header's badge and a trip's heart write it:
 * React separates the two text nodes of " {words}" with an empty comment, and so does this.
 */
function counted(className: string, extra: string, count: number, label: string, language: string): string {
  return `<span class="${className}"${extra}>${count}<span class="visually-hidden"> <!-- -->${escapeHtml(pluralForm(label, count, language))}</span></span>`;
}

function countBadge(count: number, label: string, language: string): string {
  return counted("count-badge", ' data-testid="wishlist-count"', count, label, language);
}

function heartCount(count: number, label: string, language: string): string {
  return counted("heart-count", "", count, label, language);
}

/**
 * A saved heart's name from its unsaved one, as written in the copy (its entities kept): the
 * title is what the "save" message has around it. Null when the name is not that message
 * (the name is then left as it is).
 */
function removeLabel(saveLabel: string, t: Translate): string | null {
  const [before, after] = t("wishlist.heart.save", { title: TITLE }).split(TITLE).map(escapeHtml) as [string, string?];
  if (
    after === undefined ||
    !saveLabel.startsWith(before) ||
    !saveLabel.endsWith(after) ||
    saveLabel.length < before.length + after.length
  ) {
    return null;
  }
  const title = saveLabel.slice(before.length, saveLabel.length - after.length);
  const [removeBefore, removeAfter = ""] = t("wishlist.heart.remove", { title: TITLE }).split(TITLE).map(escapeHtml);
  return `${removeBefore}${title}${removeAfter}`;
}

/** A stand-in no message contains, to split a message where its title goes. */
const TITLE = "\u0000title\u0000";

/** Text for HTML, escaped as React escapes text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
