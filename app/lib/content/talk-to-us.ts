import type { PublishedContactBlock } from "../../../workers/services/content/types";

/** A block of the talk-to-us modal: what the browser needs of the contacts content. */
export type TalkToUsBlock = Pick<PublishedContactBlock, "id" | "title" | "html" | "actions">;
