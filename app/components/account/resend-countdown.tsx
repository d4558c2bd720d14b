import { useEffect, useState } from "react";
import { useTranslation } from "../shell/translation";

/**
 * 000 §4, §9: after a code is sent, resend waits `renewableIn` seconds, counted down each
 * second. `seconds` comes from the server (the newest code's wait), so a reload continues the
 * countdown; `since` is the answer it came with, so a new code restarts it even when the wait
 * is the same number. Without JavaScript the button is there from the start (the server
 * answers a too-early resend with OTP_CODE_STILL_VALID and the time left).
 */
export function ResendCountdown({ seconds, since, children }: { seconds: number | null; since?: unknown; children: React.ReactNode }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (`since`) restarts the countdown, even for the same number of seconds.
  useEffect(() => {
    // No wait (a code whose tries are used up, or none live): the button, at once.
    if (!seconds) return setLeft(null);
    const until = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, since]);
  if (left !== null && left > 0) {
    return (
      <p className="resend-wait" role="timer" aria-live="off">
        {t("account.signIn.resendIn", { seconds: left })}
      </p>
    );
  }
  return <>{children}</>;
}
