import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { AccountFlowBody, useFlowTitle } from "../components/modal/account-flow-body";
import { useTranslation } from "../components/shell/translation";
import { modalStepsAction, modalStepsLoader, type ModalStepFailure } from "./account.modal-steps.server";
import modalStyles from "../styles/modals.css";
import { cachePolicy } from "../lib/http/cache-policy";

export const links = () => [{ rel: "stylesheet", href: modalStyles }];

/** One person's steps and data: nobody keeps a copy. */
export const headers = () => ({ "Cache-Control": cachePolicy("privateNoStore") });

/** The account modals' data (GET) and their one action (POST): see account.modal-steps.server.ts. */
export const loader = (args: LoaderFunctionArgs) => modalStepsLoader(args);

export const action = (args: ActionFunctionArgs) => modalStepsAction(args);

/**
 * Without JavaScript, a refused step lands here: the modal's content as a page, the step
 * again with its message, and the way back to the page the modal was on.
 */
export default function AccountModalSteps() {
  const { modal, returnTo } = useLoaderData<typeof loader>();
  const failure = useActionData<ModalStepFailure>();
  const { t } = useTranslation();
  const title = useFlowTitle(modal.flow, modal.type);
  return (
    <article className="page narrow account-modal-page" data-modal-page={modal.flow}>
      <h1>{title}</h1>
      {/* The flow's steps are their own chunk (account-flow-body.tsx); the server waits for them. */}
      <Suspense fallback={null}>
        <AccountFlowBody data={modal} failure={failure ?? null} returnTo={returnTo} />
      </Suspense>
      <p>
        <Link to={returnTo}>{t("modals.back")}</Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? [{ title: data.title }] : []),
  { name: "robots", content: "noindex" },
];
