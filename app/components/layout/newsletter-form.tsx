import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../shell/translation";
import { useRootData } from "../shell/use-tenant";
import { NEWSLETTER_ANCHOR, NEWSLETTER_CLEAR_MS, NEWSLETTER_PARAM, newsletterStateOf } from "../../lib/newsletter/state";
import type { NewsletterFailure } from "../../routes/newsletter.server";

/**
 * 001 §4 newsletter form (footer and newsletter page): a plain form posted to /newsletter, so
 * it works without JavaScript; with it, a fetcher posts in place. A signed-in person's e-mail
 * is shown read-only and the button is off once subscribed; a visitor's e-mail leads to the
 * newsletter modal's code steps (its code is in the lazy account-modal chunk). The outcome
 * comes back as `newsletter=<state>` on the page's URL: the alert shows it and, with
 * JavaScript, the field clears 2 s later. Kept small: it is in every page's first download.
 */
export function NewsletterForm({ page, failure }: { /** The newsletter page's own (the footer's gives way to it there). */ page?: boolean; failure?: NewsletterFailure | null | undefined }) {
  const id = NEWSLETTER_ANCHOR;
  const { t } = useTranslation();
  const root = useRootData();
  const user = root?.user;
  const { pathname, search, key } = useLocation();
  const fetcher = useFetcher<NewsletterFailure>({ key: id });
  const form = useRef<HTMLFormElement>(null);
  const [bad, setBad] = useState(false);
  const done = newsletterStateOf(new URLSearchParams(search).get(NEWSLETTER_PARAM));
  const error = fetcher.state === "idle" && fetcher.data ? fetcher.data : failure;
  const on = !!user?.newsletter || done !== null;
  const live = useRef(false);
  useEffect(() => {
    // The outcome arriving while the page is open (not a reload of it): reported, then the field clears.
    if (done && live.current) {
      void import("../../lib/analytics/newsletter").then((m) => m.trackNewsletter(done, { pageType: root?.pageType ?? "", email: user?.email ?? null, userId: user?.id ?? null }));
      const timer = setTimeout(() => form.current?.reset(), NEWSLETTER_CLEAR_MS);
      return () => clearTimeout(timer);
    }
    live.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done, key]);
  if (!page && pathname === "/newsletter") return null;
  const message = error ? t(error.error) : done ? t(done === "already" ? "newsletter.already" : "newsletter.done") : "";
  return (
    <fetcher.Form method="post" action="/newsletter" className="newsletter-form" id={id} ref={form} preventScrollReset onInput={(e) => setBad(!e.currentTarget.checkValidity())}>
      <input type="hidden" name="returnTo" value={pathname + search} />
      <label htmlFor={`${id}-email`}>{t("newsletter.label")}</label>
      <div className="newsletter-row">
        <input
          key={user ? "user" : "visitor"}
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          readOnly={!!user}
          defaultValue={user ? user.email : (error?.email ?? "")}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
        />
        <button type="submit" className="button" disabled={fetcher.state !== "idle" || bad || !!user?.newsletter}>
          {t(user?.newsletter ? "newsletter.on" : "newsletter.submit")}
        </button>
      </div>
      <p id={`${id}-message`} role="status" className={`form-message${error ? " error" : on ? " success" : ""}`}>
        {message}
      </p>
    </fetcher.Form>
  );
}
