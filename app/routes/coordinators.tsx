import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { requirePage } from "../server/page.server";
import { pageSeo } from "../server/seo.server";
import tripStyles from "../styles/trip.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: tripStyles }];

/** Coordinators: every coordinator, linking to their page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context, "coordinators");
  return { coordinators: await context.services.trips.coordinators(), seo: await pageSeo(context, match) };
}

export default function CoordinatorsPage() {
  const { coordinators } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="trip-list-page">
      <h1>{t("pages.coordinators.title")}</h1>
      <p>{t("trip.coordinators.intro")}</p>
      <ul className="coordinator-list">
        {coordinators.map((c) => (
          <li key={c.id}>
            <Link to={to("coordinators-coordinator", { coordinator: c.slug })}>
              {c.firstName} {c.lastName}
            </Link>{" "}
            · {t("trip.livesIn", { city: c.city })}
          </li>
        ))}
      </ul>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];
