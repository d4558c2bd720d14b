import { Form } from "@remix-run/react";
import { useTranslation } from "../shell/translation";

/** A browser's sign-in: its device, the sites under it, when it was last seen and whether it began with a passkey. */
export type SessionView = { id: string; device: string | null; sites: string; lastSeen: string; passkey: boolean; current: boolean };

/** The personal area's sign-ins: each browser with its sites and how it began, a way to end it, and "sign out everywhere". */
export function SessionsSection({ sessions, notice }: { sessions: SessionView[]; notice: string | null }) {
  const { t } = useTranslation();
  return (
    <section id="sessions" className="account-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t("account.area.activeSessions")}</h2>
      {notice === "ended" && (
        <p className="form-message success" role="status">
          {t("account.area.ended")}
        </p>
      )}
      <ul className="account-list" data-testid="session-list">
        {sessions.map((item) => (
          <li key={item.id} data-testid="session-item" data-current={item.current ? "true" : undefined}>
            <div>
              <strong>
                {item.device ?? t("account.area.unknownDevice")}
                {item.current && <span className="account-badge">{t("account.area.thisDevice")}</span>}
              </strong>
              <span className="account-list-meta">
                {item.sites && <>{t("account.area.sites", { sites: item.sites })} · </>}
                {t("account.area.lastSeen", { date: item.lastSeen })} ·{" "}
                {item.passkey ? t("account.area.viaPasskey") : t("account.area.viaCode")}
              </span>
            </div>
            <Form method="post" reloadDocument>
              <input type="hidden" name="intent" value="end-session" />
              <input type="hidden" name="session" value={item.id} />
              <button type="submit" className="button secondary" data-testid="end-session">
                {t("account.area.endSession")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <p>{t("account.area.signOutEverywhereLead")}</p>
      <Form method="post" noValidate className="account-form" reloadDocument>
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <button type="submit" className="button secondary" data-testid="sign-out-everywhere">
          {t("account.area.signOutEverywhere")}
        </button>
      </Form>
    </section>
  );
}
