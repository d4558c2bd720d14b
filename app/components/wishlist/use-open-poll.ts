import { useActionData, useNavigation } from "@remix-run/react";
import type { PollView } from "../../../workers/services/trip-polls/types";
import { fieldError, type FormFailure } from "../../lib/forms/failure";
import { useTranslation } from "../shell/translation";
import { useTripFormat } from "../trip/use-trip-format";

/** An open poll as its loader gives it. */
export type OpenPollData = {
  view: PollView;
  bestId: number | null;
  /** The friend's answer was just stored. */
  saved: boolean;
  caps: { polls: number; friends: number; name: number };
  tripHref: string;
};

/** A refused answer: the kit's failure, with what the friend ticked and typed to show the form again. */
export type PollAnswerFailure = FormFailure<"name" | "tours"> & { submitted: { name: string; tours: number[] } | null };

/**
 * An open poll's state: what the friend ticked and typed (the refused form's, else the stored
 * answer), whether one more friend may answer, the messages per field, and the best departure.
 */
export function useOpenPoll({ view, bestId, caps }: Pick<OpenPollData, "view" | "bestId" | "caps">) {
  const failure = useActionData<PollAnswerFailure>();
  const { t } = useTranslation();
  const f = useTripFormat();
  const navigation = useNavigation();
  const nameError = fieldError(failure, "name");
  const toursError = fieldError(failure, "tours");
  const vars = { max: caps.name };
  return {
    failure,
    f,
    /** A departure's days, as the poll writes them ("from 3 March to 12 March"). */
    dates: (d: { startingDate: string; endingDate: string }) =>
      t("trip.departureDates", { from: f.day(d.startingDate, "long"), to: f.day(d.endingDate, "long") }),
    best: view.departures.find((d) => d.id === bestId) ?? null,
    ticked: new Set(failure?.submitted?.tours ?? view.me?.tourIds ?? []),
    name: failure?.submitted?.name ?? view.me?.name ?? "",
    canAnswer: view.me !== null || !view.full,
    vars,
    nameError: nameError ? t(nameError, vars) : null,
    toursError: toursError ? t(toursError) : null,
    formError: failure?.formErrors[0] ?? null,
    submitting: navigation.state === "submitting",
  };
}

export type OpenPollState = ReturnType<typeof useOpenPoll>;
