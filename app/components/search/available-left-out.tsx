import { Link } from "@remix-run/react";
import type { AvailableLeftOut } from "../../lib/search/search-page";
import { pluralForm } from "../../lib/format/plural";
import { statusLabelKey } from "../../lib/trip/tour-status";
import { useTranslation } from "../shell/translation";

/**
 * Says that the search leaves out departures shown as Available (bookable, still to be
 * confirmed), how many, and links to the same search with them: a plain link, so it works
 * without JavaScript.
 */
export function AvailableLeftOutNotice({ count, href }: AvailableLeftOut) {
  const { t, i18n } = useTranslation();
  const status = t(statusLabelKey("TO_CONFIRM"));
  return (
    <p className="serp-notice" data-testid="available-left-out">
      {pluralForm(t("serp.availableLeftOut.text", { count, status }), count, i18n.language)}{" "}
      <Link to={href} preventScrollReset>
        {t("serp.availableLeftOut.include", { status })}
      </Link>
    </p>
  );
}
