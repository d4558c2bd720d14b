import { useTranslation } from "../shell/translation";
import type { OpenPollData, OpenPollState } from "./use-open-poll";

/** The friends who answered, by the names they gave. */
export function PollFriends({ friends, f }: { friends: OpenPollData["view"]["friends"]; f: OpenPollState["f"] }) {
  const { t } = useTranslation();
  return (
    <section className="poll-friends" aria-labelledby="poll-friends-title">
      <h2 id="poll-friends-title">{t("poll.page.friendsTitle")}</h2>
      <p>{f.plural("poll.page.friendsCount", friends.length)}</p>
      {friends.length > 0 && (
        <ul className="poll-friend-list">
          {friends.map((friend) => (
            <li key={friend}>{friend}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
