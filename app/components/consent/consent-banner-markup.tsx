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
                <input type="checkbox" id="consent-necessary" checked disabled aria-describedby="consent-necessary-note" />
                <label htmlFor="consent-necessary">{texts.necessary}</label>
                <p id="consent-necessary-note" className="hint">
                  {texts.necessaryText}
                </p>
              </div>
              <div className="consent-category">
                <input
                  type="checkbox"
                  id="consent-analytics"
                  name="analytics"
                  value="on"
                  defaultChecked={granted}
                  aria-describedby="consent-analytics-note"
                />
                <label htmlFor="consent-analytics">{texts.analytics}</label>
                <p id="consent-analytics-note" className="hint">
                  {texts.analyticsText}
                </p>
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
