export { createSavedSearchService, type SavedSearchService, type SavedSearchView, type SaveResult } from "./service";
export {
  runSavedSearchJob,
  renderSavedSearchEmail,
  type SavedSearchJobDeps,
  type SavedSearchRunSummary,
} from "./job";
export { signSavedSearchToken, verifySavedSearchToken } from "./token";
