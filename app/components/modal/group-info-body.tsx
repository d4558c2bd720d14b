import { useTranslation } from "../shell/translation";
import type { AccountModalData } from "../../lib/account/modal-data";
import type { ModalStepFailure } from "../../lib/account/sign-in-steps";
import { GuestSteps } from "./guest-steps";

type Props = { data: AccountModalData; failure: ModalStepFailure | null; returnTo: string; fetcherKey?: string };

/**
 * Who is going: for signed-in people, an anonymised composition, shown only
 * from 4 booked travellers; visitors are asked to log in or sign up, through the same steps,
 * and come back to this modal.
 */
export function GroupInfoBody({ data, failure, returnTo, fetcherKey }: Props) {
  const { t, i18n } = useTranslation();
  if (!data.item?.tour) return <p className="modal-note">{t("modals.errors.notFound")}</p>;
  if (!data.signedIn) {
    return (
      <>
        <p className="modal-lead">{t("modals.groupInfo.lead")}</p>
        <GuestSteps data={data} failure={failure} returnTo={returnTo} {...(fetcherKey ? { fetcherKey } : {})} />
      </>
    );
  }
  const info = data.groupInfo;
  if (!info?.shown) {
    return (
      <p className="modal-note" data-state="too-few">
        {t("modals.groupInfo.tooFew", { count: info?.min ?? 4 })}
      </p>
    );
  }
  const c = info.composition;
  const row = (label: string, value: number | string, key: string) => (
    <div key={key} data-fact={key}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="group-composition" data-state="shown">
      <dl className="group-facts">
        {row(t("modals.groupInfo.booked"), c.booked, "booked")}
        {row(t("modals.groupInfo.expected"), c.expectedGroupSize, "expected")}
        {row(t("modals.groupInfo.female"), c.female, "female")}
        {row(t("modals.groupInfo.male"), c.male, "male")}
        {row(t("modals.groupInfo.firstTimers"), c.firstTimers, "firstTimers")}
        {row(t("modals.groupInfo.averageTrips"), c.averageTripsDone.toLocaleString(i18n.language), "averageTrips")}
        {row(t("modals.groupInfo.interested"), c.interested, "interested")}
      </dl>
      <h3 className="group-ages-title">{t("modals.groupInfo.ages")}</h3>
      <dl className="group-facts">
        {c.ages.map((age) => row(t("modals.groupInfo.ageBand", { band: age.band }), age.count, `age-${age.band}`))}
      </dl>
      <p className="hint">{t("modals.groupInfo.anonymous")}</p>
    </div>
  );
}
