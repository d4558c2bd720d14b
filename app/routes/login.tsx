import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LoginFailure } from "../components/account/login-failure";
import { useTranslation } from "../components/shell/translation";
import { loginLoader } from "./login.server";

/** GET /login starts the sign-in at the identity provider (login.server.ts). */
export const loader = loginLoader;

/** Shown only when the provider cannot be reached or sign-in is not configured. */
export default function Login() {
  const { returnTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <LoginFailure message={t("account.login.unavailable")} returnTo={returnTo} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];
