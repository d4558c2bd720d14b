import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Modal } from "./modal";
import { useTranslation } from "../shell/translation";
import { useRootData } from "../shell/use-tenant";
import type { ModalStepsData } from "../../lib/account/modal-data";
import type { ModalStepFailure } from "../../lib/account/sign-in-steps";
import { accountFlowOf, modalDataKey, modalPage, STEP_FETCHER, stepsActionHref, withoutModal } from "../../lib/account/modal-flow";
import { AccountFlowBody, preloadFlowBodies, useFlowTitle } from "./account-flow-body";
import modalStyles from "../../styles/modals.css";

// The flows' steps load with the modal's code, not after it opens (account-flow-body.tsx).
if (typeof document !== "undefined") preloadFlowBodies();

/**
 * The wishlist, notify-me and group-info modals (one chunk, loaded on intent by
 * the modal host). Their data comes with the page when the URL opens them (the root loader,
 * so they work without JavaScript); after a client-side navigation the modal asks the
 * modal-steps route for it. Data read for another URL state is never shown.
 */
export function AccountModal() {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const flow = accountFlowOf(search) ?? "wishlist";
  const type = search.get("type") ?? "";
  const key = modalDataKey(flow, search);
  const returnTo = modalPage(location.pathname + location.search, flow, type);
  const fromRoot = useRootData()?.modal;
  const loader = useFetcher<ModalStepsData>({ key: "account-modal-data" });
  // One step fetcher per modal and item: a refusal shown in one never shows in another.
  const fetcherKey = `${STEP_FETCHER}:${flow}:${type}`;
  const step = useFetcher<ModalStepFailure>({ key: fetcherKey });
  const data = fromRoot?.key === key ? fromRoot : loader.data?.modal.key === key ? loader.data.modal : null;
  const href = stepsActionHref(
    flow,
    type,
    returnTo,
    Object.fromEntries(["step", "email", "renewableIn", "code", "phone"].flatMap((p) => (search.get(p) ? [[p, search.get(p)!]] : []))),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per URL state (`key`); `data` and `href` follow from it, and the fetcher's own changes must not load again.
  useEffect(() => {
    if (!data) loader.load(href);
  }, [key]);
  const { t } = useTranslation();
  const title = useFlowTitle(flow, type);
  // A refusal belongs to the page it came back on: once a step succeeds (a navigation), an
  // earlier message is stale and goes.
  const answered = useRef<{ data: unknown; at: string } | null>(null);
  if (step.data && answered.current?.data !== step.data) answered.current = { data: step.data, at: location.key };
  const current = answered.current?.at === location.key;
  const onStep = step.data && data && (step.data.step === data.steps.step || (data.taxCodeDue && step.data.step === "tax-code"));
  const failure = current && onStep && step.state === "idle" ? step.data! : null;
  return (
    <Modal id={`account-${flow}`} title={title} size="sm" closeHref={withoutModal(location.pathname + location.search, flow)}>
      <link rel="stylesheet" href={modalStyles} />
      {data ? (
        <AccountFlowBody data={data} failure={failure} returnTo={returnTo} fetcherKey={fetcherKey} />
      ) : (
        <p className="modal-note" role="status">
          {t("modals.loading")}
        </p>
      )}
    </Modal>
  );
}
