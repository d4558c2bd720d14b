import { useFetcher } from "@remix-run/react";

/** Whether the modal's step fetcher is posting (its buttons wait). */
export function useStepBusy(fetcherKey: string | undefined): boolean {
  const fetcher = useFetcher({ key: fetcherKey ?? "account-modal-idle" });
  return !!fetcherKey && fetcher.state === "submitting";
}
