import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { titleWithBrand } from "../../lib/seo/title";
import { useTranslation } from "../shell/translation";

/** The heading an error page shows, by status: what its document title says too. */
function errorTitleKey(status: number): string {
  if (status === 404 || status === 410) return "errors.notFoundTitle";
  if (status === 405) return "accountSteps.http.405.title";
  if (status === 503) return "errors.unavailableTitle";
  return "errors.genericTitle";
}

/**
 * The document title of a page the root boundary renders (404, 405, 500…): the heading under
 * the one title rule, in the site's language (axe document-title). Rendered in the head by the
 * root Layout; nothing when the page rendered without an error (its route's meta has the title).
 */
export function ErrorDocumentTitle() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (error === undefined || error === null) return null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <title>{titleWithBrand(t(errorTitleKey(status)), t("meta.titleSuffix"))}</title>;
}
