import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../shell/translation";
import { useRootData } from "../shell/use-tenant";
import type { NewsletterFailure } from "../../lib/newsletter/state";
import { firstMessage } from "../../lib/forms/failure";
import { Field } from "../forms/field";

/**
 * Newsletter form (footer and newsletter page): a plain form posted to /newsletter, so
 * it works without JavaScript; with it, a fetcher posts in place. A signed-in person's e-mail
 * is shown read-only and the button is off once subscribed; a visitor's e-mail leads to the
 * newsletter modal's code steps (in the lazy account-modal chunk). The outcome comes back as
 * `newsletter=<state>` on the page's URL (app/lib/newsletter/state.ts): the alert shows it;
 * arriving while the page is open, it is reported and the field clears 2 s later (the lazy
 * app/lib/newsletter/done.ts). An empty or wrong e-mail is refused by the server, so its
 * message is in the site's language (auth.WRONG_EMAIL), not the browser's. Kept small
 * on purpose: it is in every page's first download.
 */
export function NewsletterForm({
  page,
  failure,
}: {
  /** The newsletter page's own (the footer's gives way to it there). */ page?: boolean;
  failure?: NewsletterFailure | null | undefined;
}) {
  const { t } = useTranslation();
  const root = useRootData();
  const user = root?.user;
  const { pathname, search, key } = useLocation();
  const fetcher = useFetcher<NewsletterFailure>();
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // The same states as NEWSLETTER_STATES, written out: importing the module would cost more than the line.
  const done = /^(new|existing|logged|already|pending)$/.exec(new URLSearchParams(search).get("newsletter") ?? "")?.[0];
  // A refusal belongs to the page it came back on: after a success (a navigation) it is stale.
  const refused = useRef<{ data: unknown; at: string } | null>(null);
  if (fetcher.data && refused.current?.data !== fetcher.data) refused.current = { data: fetcher.data, at: key };
  const error = (refused.current?.at === key && fetcher.data) || failure;
  // With JavaScript: the button waits for an e-mail, as the field's own constraints
  // (type, required, pattern) judge it; null until hydrated, so without JavaScript the button
  // always posts and the server answers (the form is noValidate: its messages are the site's).
  const [valid, setValid] = useState<boolean | null>(null);
  const judge = () => setValid(field.current?.validity.valid ?? true);
  useEffect(judge, []);
  const unusable = !user && valid === false;
  // An address typed and left (or sent with Enter) that cannot be one is told at once, in the
  // site's words: the greyed button alone does not say why. An empty field says nothing.
  const [told, setTold] = useState(false);
  const tell = () => setTold(!!field.current?.value.trim());
  const wrong = !user && told && valid === false;
  const live = useRef(false);
  // One submission at a time: a second tap lands before the disabled button renders, and two
  // posts racing through one fetcher lose the first one's outcome.
  const sending = useRef(false);
  useEffect(() => {
    if (fetcher.state === "idle") sending.current = false;
  }, [fetcher.state]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per outcome and navigation (`key`, so the same outcome twice is reported twice); new root data alone is no outcome.
  useEffect(() => {
    // The outcome arriving while the page is open (not on a reload of it) is reported once.
    if (done) void import("../../lib/newsletter/done").then((m) => m.subscribed(done, root, form.current, live.current));
    live.current = true;
  }, [done, key]);
  // The footer's gives way to the newsletter page's own form there (and, with no form, reports nothing).
  if (!page && pathname === "/newsletter") return null;
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      className="newsletter-form"
      ref={form}
      preventScrollReset
      noValidate
      onReset={() => queueMicrotask(judge)}
      onSubmit={(event) => {
        if (sending.current) event.preventDefault();
        sending.current = true;
      }}
    >
      <input type="hidden" name="returnTo" value={pathname + search} />
      <Field
        id="newsletter-email"
        label={t("newsletter.label")}
        errorId="newsletter-message"
        error={error ? t(firstMessage(error) ?? "auth.WRONG_EMAIL") : wrong ? t("auth.WRONG_EMAIL") : null}
        notice={done ? t(`newsletter.states.${done}`) : ""}
      >
        {(control) => (
          <div className="newsletter-row">
            <input
              ref={field}
              {...control}
              name="email"
              onInput={() => {
                judge();
                if (field.current?.validity.valid) setTold(false);
              }}
              onBlur={tell}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !field.current?.validity.valid) tell();
              }}
              required
              // Text with a dot after the @ (type=email alone accepts "a@b").
              pattern="[^@\s]+@[^@\s]+\.[^@\s]+"
              type="email"
              autoComplete="email"
              readOnly={!!user}
              defaultValue={user ? user.email : error ? error.email : ""}
            />
            <button type="submit" className="button" disabled={fetcher.state !== "idle" || !!user?.newsletter || unusable}>
              {t(user?.newsletter ? "newsletter.on" : "newsletter.submit")}
            </button>
          </div>
        )}
      </Field>
    </fetcher.Form>
  );
}
