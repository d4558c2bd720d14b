import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CustomPageView } from "../components/content/custom-page-view";
import { contentPageMeta } from "../components/content/page-meta";
import contentStyles from "../styles/content.css";
import { slugPageLoader } from "./custom-page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/**
 * The catch-all route serves a custom page by its slug (the path without leading and
 * trailing slash). Any other path is the not-found page, with the root loader's tenant data so
 * it is in the site's language and paths.
 */
export async function loader(args: LoaderFunctionArgs) {
  return slugPageLoader(args);
}

export default function CatchAll() {
  return <CustomPageView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? contentPageMeta(data) : []);
