/**
 * What the cookie banner does with JavaScript (loaded by consent-banner.tsx): an answer is posted
 * in the background, the same form the server takes without JavaScript, and applied in place:
 * the banner closes and, when analytics were allowed, Consent Mode is updated and the tag manager
 * loads. The footer's "Cookie settings" link opens the banner on its categories without a reload.
 */
import { tagManagerSrc } from "../../lib/consent/consent-mode";

const watched = new WeakSet<HTMLElement>();
let listening = false;

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { gtag?: Gtag; dataLayer?: unknown[] };

function banner(): HTMLElement | null {
  return document.getElementById("consent");
}

function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  const section = banner();
  if (!section || !form.matches("form[data-consent-form]") || !section.contains(form)) return;
  event.preventDefault();
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  const submitter = event.submitter as HTMLButtonElement | null;
  if (submitter?.name) body.set(submitter.name, submitter.value);
  const choice = body.get("choice");
  const granted = choice === "accept" || (choice === "save" && body.get("analytics") === "on");
  const message = section.querySelector<HTMLElement>("#consent-error");
  if (message) message.textContent = "";
  // `manual`: the 303 back to the page is not followed (its HTML is not needed); the cookie is kept.
  fetch(form.action, { method: "POST", body, redirect: "manual" })
    .then(async (response) => {
      if (response.type !== "opaqueredirect" && !response.ok) throw new Error(await response.text());
      answered(section, granted);
    })
    .catch(() => {
      if (message) message.textContent = section.dataset.invalid ?? "";
    });
}

function answered(section: HTMLElement, granted: boolean) {
  section.hidden = true;
  const analytics = section.querySelector<HTMLInputElement>("#consent-analytics");
  if (analytics) analytics.checked = granted;
  const win = window as AnalyticsWindow;
  win.gtag?.("consent", "update", { analytics_storage: granted ? "granted" : "denied" });
  if (granted) loadTagManager(section.dataset.container);
  // The button that had the focus is gone: the page's content is next.
  document.getElementById("main")?.focus({ preventScroll: true });
}

function loadTagManager(containerId: string | undefined) {
  if (!containerId || document.querySelector('script[src*="googletagmanager.com/gtm.js"]')) return;
  const win = window as AnalyticsWindow;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = tagManagerSrc(containerId);
  document.head.appendChild(script);
}

function onClick(event: MouseEvent) {
  const link = (event.target as Element).closest?.("a[data-consent-open]");
  const section = banner();
  if (!link || !section || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  section.hidden = false;
  const choose = section.querySelector("details");
  if (choose) choose.open = true;
  section.focus();
}

export function watch(host: HTMLElement): void {
  if (!listening) {
    // Capture: before the footer's in-app navigation sees the link.
    document.addEventListener("click", onClick, true);
    listening = true;
  }
  if (watched.has(host)) return;
  watched.add(host);
  host.addEventListener("submit", onSubmit);
}
