export { runAlertJob, renderAlert, MAX_ATTEMPTS, type AlertJobDeps, type AlertRunSummary } from "./job";
export { alertEvents, type AlertCandidate, type AlertEvent } from "./events";
export { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";
export { publicOrigin } from "./links";
export { createUnsubscribeService, type UnsubscribeTarget } from "./unsubscribe";
