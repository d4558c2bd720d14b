import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LoginFailure } from "../components/account/login-failure";
import { useTranslation } from "../components/shell/translation";
import { loginRedirectLoader } from "./login.redirect.server";

/** GET /login/redirect, the login callback: login.redirect.server.ts. */
export const loader = loginRedirectLoader;

export default function LoginRedirect() {
  const { reason, returnTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const message = t(
    reason === "not-allowed"
      ? "account.errors.ACCOUNT_NOT_ALLOWED"
      : reason === "expired"
        ? "account.login.expired"
        : "account.login.failedBody",
  );
  // An account that may not sign in here gains nothing from trying again.
  return <LoginFailure message={message} returnTo={returnTo} canRetry={reason !== "not-allowed"} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];
