import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { readForm } from "../../workers/http/body";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { NewsletterForm } from "../components/layout/newsletter-form";
import { newsletterSchema } from "./newsletter.server";

export type NewsletterResult = { ok: boolean; field?: "email"; message: string };

export async function loader(_: LoaderFunctionArgs) {
  return null;
}

/**
 * The footer form's action. Subscriptions arrive with the newsletter feature; until
 * then a valid address is told the sign-up is not available yet, and nothing is stored.
 */
export async function action({ request }: ActionFunctionArgs) {
  const read = await readForm(request);
  if (!read.ok) return data<NewsletterResult>({ ok: false, field: "email", message: "auth.INVALID_EMAIL" }, { status: read.status });
  const { form } = read;
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    return data<NewsletterResult>({ ok: false, field: "email", message: "auth.INVALID_EMAIL" }, { status: 400 });
  }
  return data<NewsletterResult>({ ok: false, message: "newsletter.notAvailable" }, { status: 503 });
}

export default function NewsletterPage() {
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="page">
      <h1>{t("newsletter.title")}</h1>
      {result && (
        <p role="status" className="form-message">
          {t(result.message)}
        </p>
      )}
      <NewsletterForm />
      <p>
        <Link to={to("index")}>{t("layout.home")}</Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];
