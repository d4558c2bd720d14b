import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { formFailure, parseForm } from "../server/forms.server";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { CurrencyForm } from "../components/country-and-currency/currency-form";
import { currencyCookie } from "../lib/shell/currency-cookie";
import { currencyChoiceSchema } from "./currency.server";
import { fieldError, refusal } from "../lib/forms/failure";

/** The message of a refused choice, a key of the site's catalogue (the page and the action both say it). */
const CURRENCY_INVALID = "currency.invalid";

export async function loader(_: LoaderFunctionArgs) {
  return null;
}

/** Currency modal: keeps the choice in a cookie and goes back to the page, modal closed. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, currencyChoiceSchema(context.tenant), CURRENCY_INVALID);
  // Whatever was wrong, the page says the one thing a person can fix: choose one of the list.
  if (!submission.ok) return formFailure(refusal(CURRENCY_INVALID, "currency"), submission.status);
  return redirect(submission.value.redirectTo, {
    status: 303,
    headers: { "Set-Cookie": currencyCookie(submission.value.currency) },
  });
}

/** Reached directly or after a rejected choice: the same form as the modal's, on a page. */
export default function CurrencyPage() {
  const failure = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <article className="page narrow">
      <h1>{t("layout.currency")}</h1>
      <CurrencyForm redirectTo="/" error={failure ? t(fieldError(failure, "currency") ?? CURRENCY_INVALID) : null} />
    </article>
  );
}

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];
