import { EMPTY_WHERE, type ContinentChoice, type DestinationChoice, type WhereState } from "./where-state";

export { EMPTY_WHERE, initialWhere, type ContinentChoice, type DestinationChoice, type WhereState } from "./where-state";

/**
 * "Search selection" for the where part of the search bar, as a pure reducer.
 * Destination, continent and free text are mutually exclusive; each closes the dropdown.
 */
export type WhereAction =
  | { type: "type"; text: string }
  | { type: "destination"; destination: DestinationChoice }
  | { type: "continent"; continent: ContinentChoice }
  | { type: "freeText" }
  | { type: "focus" }
  | { type: "blur" }
  | { type: "open" }
  | { type: "close"; clear?: boolean }
  | { type: "clearAll" };

const none = { destination: null, continent: null, freeText: null };

export function whereReducer(state: WhereState, action: WhereAction): WhereState {
  switch (action.type) {
    case "type": // typing clears the selection (and the caller queries destinations)
      return { ...state, ...none, text: action.text, open: true };
    case "destination":
      return { ...state, ...none, destination: action.destination, text: action.destination.name, open: false };
    case "continent": // the same continent again clears it
      if (state.continent?.id === action.continent.id) return { ...state, ...none, text: "", open: false };
      return { ...state, ...none, continent: action.continent, text: action.continent.name, open: false };
    case "freeText": {
      const text = state.text.trim();
      return text ? { ...state, ...none, freeText: text, text, open: false } : { ...state, open: false };
    }
    case "focus":
      return { ...state, focused: true };
    case "blur":
      return { ...state, focused: false };
    case "open":
      return { ...state, open: true };
    case "close": // closing may clear selections
      return action.clear ? { ...EMPTY_WHERE, focused: state.focused } : { ...state, open: false };
    case "clearAll":
      return { ...EMPTY_WHERE, focused: state.focused };
  }
}

export function hasWhere(state: WhereState): boolean {
  return state.destination !== null || state.continent !== null || state.freeText !== null;
}

/** A destination lookup happens only for non-empty trimmed text. */
export function lookupText(state: WhereState): string | null {
  const text = state.text.trim();
  return text && !hasWhere(state) ? text : null;
}

/**
 * The search button is disabled while the bar is focused, text is typed and nothing
 * has been chosen for it (a destination, continent or the 'search something else' entry).
 */
export function searchDisabled(state: WhereState): boolean {
  return state.focused && state.text.trim() !== "" && !hasWhere(state);
}

/** The where part of the search query (filter names). */
export function whereToQuery(state: WhereState): { destinationId?: string[]; continentId?: string[]; textSearch?: string } {
  if (state.destination) return { destinationId: [state.destination.id] };
  if (state.continent) return { continentId: [state.continent.id] };
  const text = (state.freeText ?? state.text).trim();
  return text ? { textSearch: text } : {};
}

/** The name kept in search history and analytics for this where choice. */
export function whereName(state: WhereState): string {
  return state.destination?.name ?? state.continent?.name ?? state.freeText ?? state.text.trim();
}

/** The id of a destination option of the where combobox (aria-activedescendant names it). */
export const optionId = (listId: string, index: number) => `${listId}-opt-${index}`;
