import { useEffect, useState } from "react";
import { useTranslation } from "../shell/translation";

/**
 * 000 §4, §9: after a code is sent, resend waits `renewableIn` seconds, counted down each
 * second. Without JavaScript the button is there from the start (the server answers a
 * too-early resend with OTP_CODE_STILL_VALID and the time left).
 */
export function ResendCountdown({ seconds, children }: { seconds: number | null; children: React.ReactNode }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!seconds) return;
    const until = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  if (left !== null && left > 0) {
    return (
      <p className="resend-wait" role="timer" aria-live="off">
        {t("account.signIn.resendIn", { seconds: left })}
      </p>
    );
  }
  return <>{children}</>;
}
