import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../tenants/schema";
import { currencyCookie } from "../lib/currency-cookie";
import { currencyChoiceSchema } from "../lib/shell-forms.server";

/** Opening /currency directly shows the picker over the home page. */
export async function loader(_: LoaderFunctionArgs) {
  return redirect("/?modal=currency");
}

/** 001 §2 currency modal: keeps the choice in a cookie and goes back to the page, modal closed. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = currencyChoiceSchema(context.tenant).safeParse({
    currency: form.get("currency"),
    redirectTo: form.get("redirectTo") ?? "/",
  });
  if (!parsed.success) {
    return data({ error: "currency.invalid" }, { status: 400 });
  }
  return redirect(parsed.data.redirectTo, {
    status: 303,
    headers: { "Set-Cookie": currencyCookie(parsed.data.currency as CurrencyCode) },
  });
}

export default function CurrencyRejected() {
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t("layout.currency")}</h1>
      <p role="alert">{t(result?.error ?? "currency.invalid")}</p>
      <Link to="/?modal=currency">{t("layout.currency")}</Link>
    </article>
  );
}
