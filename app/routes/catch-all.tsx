import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/**
 * 001 §2: a catch-all route serves custom pages by slug. Until custom pages are stored,
 * every path that is no page of the site lands here and gets the not-found page, with
 * the root loader's tenant data so it is in the site's language and paths.
 */
export async function loader(_: LoaderFunctionArgs): Promise<never> {
  throw new Response("Not found", { status: 404 });
}

export default function CatchAll() {
  return null;
}
