import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { readForm } from "../server/forms.server";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { CurrencyForm } from "../components/country-and-currency/currency-form";
import { currencyCookie } from "../lib/shell/currency-cookie";
import { currencyChoiceSchema } from "./currency.server";

export async function loader(_: LoaderFunctionArgs) {
  return null;
}

/** Currency modal: keeps the choice in a cookie and goes back to the page, modal closed. */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readForm(request);
  if (!read.ok) return data({ error: "currency.invalid" }, { status: read.status });
  const { form } = read;
  const parsed = currencyChoiceSchema(context.tenant).safeParse({
    currency: form.get("currency"),
    redirectTo: form.get("redirectTo") ?? "/",
  });
  if (!parsed.success) return data({ error: "currency.invalid" }, { status: 400 });
  return redirect(parsed.data.redirectTo, {
    status: 303,
    headers: { "Set-Cookie": currencyCookie(parsed.data.currency) },
  });
}

/** Reached directly or after a rejected choice: the same form as the modal's, on a page. */
export default function CurrencyPage() {
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <article className="page narrow">
      <h1>{t("layout.currency")}</h1>
      {result && <p role="alert">{t(result.error)}</p>}
      <CurrencyForm redirectTo="/" />
    </article>
  );
}

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];
