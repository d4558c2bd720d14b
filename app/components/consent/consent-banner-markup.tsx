import { CheckboxField } from "../forms/checkbox-field";

/** The texts of the banner, already in the site's language (app/server/consent.server.ts). */
export type ConsentTexts = {
  title: string;
  text: string;
  privacy: string;
  accept: string;
  refuse: string;
  choose: string;
  categories: string;
  necessary: string;
  necessaryText: string;
  analytics: string;
  analyticsText: string;
  save: string;
  invalid: string;
};

type Props = {
  texts: ConsentTexts;
  /** The page to come back to after answering without JavaScript. */
  returnTo: string;
  /** The fixed route that keeps the answer (remix.config.js). */
  action: string;
  privacyHref: string;
  containerId: string;
  /** Whether analytics are allowed now: the categories' checkbox starts from it. */
  granted: boolean;
  /** Shown: no answer yet, or the visitor asked for the settings. Else hidden until the footer's link opens it. */
  open: boolean;
  /** The categories are shown at once (the footer's "Cookie settings" link). */
  chooseOpen: boolean;
};

/**
 * The cookie banner, rendered on the server only (app/server/consent.server.ts) and handed to
 * the page as HTML, so a first visit's JavaScript does not grow with it. Every answer is a plain
 * form post, so it works without JavaScript; with it, consent-behaviour.ts answers in place.
 * "Accept" and "Refuse" are the same kind of button, side by side; "Choose" opens the
 * categories (a `details`, which opens without JavaScript too). It is a labelled region, fixed
 * at the bottom of the window and last in the page, never a dialog that holds the focus.
 */
export function ConsentBannerMarkup({ texts, returnTo, action, privacyHref, containerId, granted, open, chooseOpen }: Props) {
  return (
    <section
      id="consent"
      className="consent"
      aria-labelledby="consent-title"
      data-container={containerId}
      data-invalid={texts.invalid}
      tabIndex={-1}
      hidden={!open}
    >
      <div className="consent-inner">
        <h2 id="consent-title">{texts.title}</h2>
        <p className="consent-text">
          {texts.text} <a href={privacyHref}>{texts.privacy}</a>
        </p>
        <form method="post" action={action} className="consent-answer" data-consent-form="">
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" name="choice" value="refuse" className="consent-button">
            {texts.refuse}
          </button>
          <button type="submit" name="choice" value="accept" className="consent-button">
            {texts.accept}
          </button>
        </form>
        <details className="consent-choose" open={chooseOpen}>
          <summary>{texts.choose}</summary>
          <form method="post" action={action} data-consent-form="">
            <input type="hidden" name="returnTo" value={returnTo} />
            <fieldset>
              <legend>{texts.categories}</legend>
              <div className="consent-category">
                <CheckboxField id="consent-necessary" label={texts.necessary} note={texts.necessaryText}>
                  {(control) => <input {...control} type="checkbox" checked disabled />}
                </CheckboxField>
              </div>
              <div className="consent-category">
                <CheckboxField id="consent-analytics" label={texts.analytics} note={texts.analyticsText}>
                  {(control) => <input {...control} type="checkbox" name="analytics" value="on" defaultChecked={granted} />}
                </CheckboxField>
              </div>
            </fieldset>
            <button type="submit" name="choice" value="save" className="consent-button">
              {texts.save}
            </button>
          </form>
        </details>
        <p className="form-message error" role="alert" id="consent-error" />
      </div>
    </section>
  );
}
