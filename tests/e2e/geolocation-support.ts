import { catalogues } from "./messages";

type Language = keyof typeof catalogues;

/** The offer's texts in a site's language, filled as the country modal fills them. */
export function offerTexts(language: Language, { country, site, here }: { country: string; site: string; here: string }) {
  const g = catalogues[language].layout.geolocation;
  return {
    dialog: catalogues[language].layout.country,
    title: g.title.replace("{{country}}", country),
    go: g.go.replace("{{site}}", site),
    stay: g.stay.replace("{{site}}", here),
  };
}
