export { createSavedSearchService, type SavedSearchService, type SavedSearchView, type SaveResult } from "./service";
export { runSavedSearchJob, type SavedSearchJobDeps, type SavedSearchRunSummary } from "./job";
export { renderSavedSearchEmail } from "./email";
export { signSavedSearchToken, verifySavedSearchToken } from "./token";
