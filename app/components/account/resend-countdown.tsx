import { useEffect, useState } from "react";
import { useTranslation } from "../shell/translation";

/**
 * After a code is sent, asking for a new one waits `seconds` (the newest code's wait, read by
 * the server, so a reload continues it); `since` is the answer it came with, so a new code
 * restarts the wait even when the number is the same.
 *
 * The server's markup tells the wait and hides the resend button until it is over with a CSS
 * animation delayed by the wait, so the page is true without JavaScript: no button that the
 * server would refuse. Once hydrated, the wait counts down each second and the button takes
 * its place at zero.
 */
export function ResendCountdown({ seconds, since, children }: { seconds: number | null; since?: unknown; children: React.ReactNode }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<number | null>(seconds || null);
  const [counting, setCounting] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (`since`) restarts the countdown, even for the same number of seconds.
  useEffect(() => {
    setCounting(true);
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
  if (!counting && seconds) {
    const delay = { animationDelay: `${seconds}s` };
    return (
      <>
        <p className="resend-wait resend-wait-until" role="timer" aria-live="off" style={delay}>
          {t("account.signIn.resendIn", { seconds })}
        </p>
        <span className="resend-after" style={delay}>
          {children}
        </span>
      </>
    );
  }
  if (left !== null && left > 0) {
    return (
      <p className="resend-wait" role="timer" aria-live="off">
        {t("account.signIn.resendIn", { seconds: left })}
      </p>
    );
  }
  return <>{children}</>;
}
