import { Link, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Modal } from "../modal/modal";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref, useRootData } from "../shell/use-tenant";
import type { TalkToUsBlock } from "../../lib/content/talk-to-us";
import { ContactBookBlocks } from "./talk-to-us-blocks";
import talkToUsStyles from "../../styles/talk-to-us.css";

/**
 * Talk-to-us modal: the contacts content's blocks that have showTalkToUs, on the sites
 * whose flag is on (elsewhere `?modal=talk-to-us` opens nothing). A URL that opens it
 * brings its blocks with the page (the root loader), so it works without JavaScript; opened
 * in the browser, it asks /api/talk-to-us for them.
 */
export function TalkToUsModal() {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const root = useRootData();
  const fetcher = useFetcher<{ blocks: TalkToUsBlock[] }>({ key: "talk-to-us" });
  const blocks = root?.talkToUsBlocks ?? fetcher.data?.blocks ?? null;
  const shown = root?.talkToUs === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening: the answer is the same for everyone on the site, and following the fetcher's state would retry a failed load in a loop.
  useEffect(() => {
    if (shown && !blocks && fetcher.state === "idle") fetcher.load("/api/talk-to-us");
  }, [shown]);
  if (!shown) return null;
  return (
    <Modal id="talk-to-us" title={t("talkToUs.title")} size="md">
      <link rel="stylesheet" href={talkToUsStyles} />
      <div className="talk-to-us">
        <p>{t("talkToUs.intro")}</p>
        {blocks ? <ContactBookBlocks blocks={blocks} idPrefix="talk-to-us" /> : <p role="status">{t("talkToUs.loading")}</p>}
        <p className="talk-to-us-more">
          <Link to={to("contacts")}>{t("talkToUs.allContacts")}</Link>
        </p>
      </div>
    </Modal>
  );
}
