import { useTranslation } from "../shell/translation";
import { ConfirmDialog } from "./confirm-dialog";
import type { WishlistData, WishlistPageState } from "./use-wishlist-page";

/**
 * The confirmation the page's address asks for: removing a saved trip (and its tours) or
 * stopping an alert. A link opens it, so it works the same without JavaScript.
 */
export function WishlistConfirmations({
  confirm,
  travels,
  alerts,
  path,
  here,
}: Pick<WishlistData, "confirm" | "alerts"> & { travels: WishlistData["saved"]["travels"] } & Pick<WishlistPageState, "path" | "here">) {
  const { t } = useTranslation();
  const travel = confirm?.kind === "travel" ? travels.find((one) => one.id === confirm.travelId) : undefined;
  const alert = confirm?.kind === "alert" ? alerts.find((one) => one.id === confirm.subscriptionId) : undefined;
  return (
    <>
      {travel && (
        <ConfirmDialog
          id="confirm-travel"
          title={t("wishlist.confirm.travelTitle")}
          body={t("wishlist.confirm.travelBody", { title: travel.title })}
          confirmLabel={t("wishlist.confirm.remove")}
          action={path}
          fields={{ intent: "remove-travel", travelId: String(travel.id), returnTo: here }}
          cancelHref={here}
        />
      )}
      {alert && (
        <ConfirmDialog
          id="confirm-alert"
          title={t("wishlist.confirm.alertTitle")}
          body={t("wishlist.confirm.alertBody", { title: alert.travelTitle })}
          confirmLabel={t("wishlist.alerts.deactivate")}
          action={path}
          fields={{ intent: "deactivate", subscriptionId: alert.id, returnTo: here }}
          cancelHref={here}
        />
      )}
    </>
  );
}
