import { useTranslation } from "../shell/translation";
import { Modal } from "../modal/modal";
import { useRootData } from "../shell/use-tenant";

/**
 * 001 §2/§9: the other country sites (the US site left out), each linking to the SAME
 * page there, so a visitor switching country keeps their place.
 */
export function CountryModal() {
  const { t } = useTranslation();
  const root = useRootData();
  if (!root) return null;
  const others = root.sites.filter((site) => site.inCountrySwitcher && site.tenantId !== root.tenant.id);
  return (
    <Modal id="country" title={t("layout.country")} size="sm">
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
