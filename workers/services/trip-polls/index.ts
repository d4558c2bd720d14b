export { createTripPollService, nameKey, type TripPollService } from "./service";
export { runTripPollJob, renderPollEmail, type TripPollJobDeps, type TripPollRunSummary } from "./job";
export { MAX_FRIENDS, MAX_NAME_LENGTH, MAX_OPEN_POLLS } from "./types";
export type { OwnerPoll, PollDepartureView, PollOpening, PollView, ShareOutcome, VoteOutcome } from "./types";
