import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { TOAST_DURATION_MS, TOAST_EVENT, TOAST_PARAM, toastKeyOf, type ToastKey } from "../../lib/wishlist/toast";
import { useTranslation } from "../shell/translation";
import { useRootData } from "../shell/use-tenant";

/** Toasts fade in and out over 500 ms. */
const FADE_MS = 500;

/**
 * Toasts: 3000 ms at the bottom centre, opacity .95, 500 ms transitions. A toast
 * comes from the `toast` parameter after a redirect (shown by the server too, so it works
 * without JavaScript, where CSS alone fades it out), then leaves the URL; or from a heart's
 * fetcher through TOAST_EVENT. The live region stays in the page so each message is announced.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // Toasts speak the site's language; error pages below the root have none to show.
  const hasSite = useRootData() !== undefined;
  const fromUrl = toastKeyOf(new URLSearchParams(location.search).get(TOAST_PARAM));
  const [toast, setToast] = useState<{ key: ToastKey; id: number } | null>(fromUrl && { key: fromUrl, id: 0 });

  useEffect(() => {
    const onToast = (event: Event) => {
      const key = toastKeyOf((event as CustomEvent<string>).detail);
      if (key) setToast({ key, id: Date.now() });
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  // The parameter has done its job once shown: Back and a reload must not show it again.
  useEffect(() => {
    if (!fromUrl) return;
    setToast((current) => (current?.key === fromUrl ? current : { key: fromUrl, id: Date.now() }));
    const search = new URLSearchParams(location.search);
    search.delete(TOAST_PARAM);
    const query = search.toString();
    navigate(location.pathname + (query ? `?${query}` : "") + location.hash, { replace: true, preventScrollReset: true });
  }, [fromUrl, location.pathname, location.search, location.hash, navigate]);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_DURATION_MS + FADE_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && hasSite && (
        <p key={toast.id} className={`toast${toast.key === "error" ? " is-error" : ""}`} data-toast={toast.key}>
          {t(`wishlist.toast.${toast.key}`)}
        </p>
      )}
    </div>
  );
}
