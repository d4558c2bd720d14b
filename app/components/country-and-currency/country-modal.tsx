import { useLocation, useNavigate } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../shell/translation";
import { Modal } from "../modal/modal";
import { useRootData } from "../shell/use-tenant";
import { openModals, toSearchString, withoutTopModal } from "../../lib/shell/modal-url";

/** Where the choice is posted (workers/geolocation/site-choice.ts, answered before the pages). */
const SITE_CHOICE_PATH = "/site-choice";

/**
 * The other country sites (the US site left out), each linking to the SAME
 * page there, so a visitor switching country keeps their place. Geolocation: for a
 * visitor from another site's country the page opens it on load, offering that site first;
 * the answer (or closing it) is remembered for a year and the offer is not made again.
 */
export function CountryModal() {
  const { t, i18n } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(false);
  if (!root) return null;
  const asked = openModals(new URLSearchParams(location.search)).includes("country");
  const offer = dismissed ? null : root.geolocation;
  if (!asked && !offer) return null;
  const here = location.pathname + toSearchString(withoutTopModal(new URLSearchParams(location.search)));
  const others = root.sites.filter((site) => site.inCountrySwitcher && site.tenantId !== root.tenant.id);

  function stay(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the offer closes in place; the choice is still posted (and kept a year).
    event.preventDefault();
    void fetch(SITE_CHOICE_PATH, {
      method: "POST",
      body: new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>),
      redirect: "manual",
    }).catch(() => {});
    setDismissed(true);
    if (asked) navigate(here, { replace: true, preventScrollReset: true });
  }

  const offered = offer ? root.sites.find((site) => site.tenantId === offer.tenantId) : undefined;
  const destination = offer && offer.destination === "same-page" && offered ? offered.href : offer?.home;
  return (
    <Modal id="country" title={t("layout.country")} size="sm" {...(asked ? {} : { onClose: () => setDismissed(true), closeHref: here })}>
      {offer && (
        <section className="site-offer" aria-labelledby="site-offer-title">
          <h3 id="site-offer-title">{t("layout.geolocation.title", { country: countryName(offer.country, i18n.language) })}</h3>
          <p>{t("layout.geolocation.lead", { site: offer.name, language: offer.languageLabel })}</p>
          <div className="actions">
            <form method="post" action={SITE_CHOICE_PATH}>
              <input type="hidden" name="site" value={offer.tenantId} />
              <input type="hidden" name="to" value={destination} />
              <button type="submit" className="button" data-tenant={offer.tenantId}>
                {t("layout.geolocation.go", { site: offer.name })}
              </button>
            </form>
            <form method="post" action={SITE_CHOICE_PATH} onSubmit={stay}>
              <input type="hidden" name="site" value={root.tenant.id} />
              <input type="hidden" name="to" value={here} />
              <button type="submit" className="button secondary">
                {t("layout.geolocation.stay", { site: root.tenant.name })}
              </button>
            </form>
          </div>
          <h3>{t("layout.geolocation.others")}</h3>
        </section>
      )}
      <p>{root.tenant.communityMessage}</p>
      <ul className="choice-list">
        {others.map((site) => (
          <li key={site.tenantId}>
            <a href={site.href} hrefLang={site.hreflang} lang={site.hreflang} data-tenant={site.tenantId}>
              <strong>{site.name}</strong> <span>{site.languageLabel}</span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** The country's name in the page's language (Intl knows them all); the code itself if not. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
