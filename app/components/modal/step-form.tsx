import { Form } from "@remix-run/react";
import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof Form>, "method" | "navigate" | "fetcherKey"> & { action: string; fetcherKey?: string };

/**
 * A form of an account modal: a plain POST without JavaScript; with it, posted through the
 * modal's fetcher so the modal moves to its next step in place. The browser's own validation
 * is off (its bubbles speak the browser's language): the server answers each field in the site's.
 */
export function StepForm({ fetcherKey, ...props }: Props) {
  return <Form method="post" noValidate {...props} {...(fetcherKey ? { navigate: false, fetcherKey, preventScrollReset: true } : {})} />;
}
