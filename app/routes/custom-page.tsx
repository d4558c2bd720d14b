import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CustomPageView } from "../components/content/custom-page-view";
import { contentPageMeta } from "../components/content/page-meta";
import contentStyles from "../styles/content.css";
import { customPageLoader } from "./custom-page.server";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/**
 * Fixed content pages are custom pages keyed by their route key, read from the
 * published content.
 */
export async function loader(args: LoaderFunctionArgs) {
  return customPageLoader(args);
}

export default function CustomPage() {
  return <CustomPageView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? contentPageMeta(data) : []);
