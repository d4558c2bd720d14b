import de from "./de.json";
import enGB from "./en-GB.json";
import enUS from "./en-US.json";
import es from "./es.json";
import fr from "./fr.json";
import it from "./it.json";
import accountStepsDe from "./account-steps/de.json";
import accountStepsEnGB from "./account-steps/en-GB.json";
import accountStepsEnUS from "./account-steps/en-US.json";
import accountStepsEs from "./account-steps/es.json";
import accountStepsFr from "./account-steps/fr.json";
import accountStepsIt from "./account-steps/it.json";
import accountDe from "./account/de.json";
import accountEnGB from "./account/en-GB.json";
import accountEnUS from "./account/en-US.json";
import accountEs from "./account/es.json";
import accountFr from "./account/fr.json";
import accountIt from "./account/it.json";
import contentDe from "./content/de.json";
import contentEnGB from "./content/en-GB.json";
import contentEnUS from "./content/en-US.json";
import contentEs from "./content/es.json";
import contentFr from "./content/fr.json";
import contentIt from "./content/it.json";
import homeDe from "./home/de.json";
import homeEnGB from "./home/en-GB.json";
import homeEnUS from "./home/en-US.json";
import homeEs from "./home/es.json";
import homeFr from "./home/fr.json";
import homeIt from "./home/it.json";
import searchDe from "./search/de.json";
import searchEnGB from "./search/en-GB.json";
import searchEnUS from "./search/en-US.json";
import searchEs from "./search/es.json";
import searchFr from "./search/fr.json";
import searchIt from "./search/it.json";
import tripDe from "./trip/de.json";
import tripEnGB from "./trip/en-GB.json";
import tripEnUS from "./trip/en-US.json";
import tripEs from "./trip/es.json";
import tripFr from "./trip/fr.json";
import tripIt from "./trip/it.json";
import modalsDe from "./modals/de.json";
import modalsEnGB from "./modals/en-GB.json";
import modalsEnUS from "./modals/en-US.json";
import modalsEs from "./modals/es.json";
import modalsFr from "./modals/fr.json";
import modalsIt from "./modals/it.json";
import wishlistDe from "./wishlist/de.json";
import wishlistEnGB from "./wishlist/en-GB.json";
import wishlistEnUS from "./wishlist/en-US.json";
import wishlistEs from "./wishlist/es.json";
import wishlistFr from "./wishlist/fr.json";
import wishlistIt from "./wishlist/it.json";
import alertsDe from "./alerts/de.json";
import alertsEnGB from "./alerts/en-GB.json";
import alertsEnUS from "./alerts/en-US.json";
import alertsEs from "./alerts/es.json";
import alertsFr from "./alerts/fr.json";
import alertsIt from "./alerts/it.json";

import beansDe from "./beans/de.json";
import beansEnGB from "./beans/en-GB.json";
import beansEnUS from "./beans/en-US.json";
import beansEs from "./beans/es.json";
import beansFr from "./beans/fr.json";
import beansIt from "./beans/it.json";
import talkToUsDe from "./talk-to-us/de.json";
import talkToUsEnGB from "./talk-to-us/en-GB.json";
import talkToUsEnUS from "./talk-to-us/en-US.json";
import talkToUsEs from "./talk-to-us/es.json";
import talkToUsFr from "./talk-to-us/fr.json";
import talkToUsIt from "./talk-to-us/it.json";
import salesDe from "./sales/de.json";
import salesEnGB from "./sales/en-GB.json";
import salesEnUS from "./sales/en-US.json";
import salesEs from "./sales/es.json";
import salesFr from "./sales/fr.json";
import salesIt from "./sales/it.json";
import aiSearchDe from "./ai-search/de.json";
import aiSearchEnGB from "./ai-search/en-GB.json";
import aiSearchEnUS from "./ai-search/en-US.json";
import aiSearchEs from "./ai-search/es.json";
import aiSearchFr from "./ai-search/fr.json";
import aiSearchIt from "./ai-search/it.json";
import savedSearchesEnGB from "./saved-searches/en-GB.json";
import savedSearchesEnUS from "./saved-searches/en-US.json";
import savedSearchesIt from "./saved-searches/it.json";
import savedSearchesEs from "./saved-searches/es.json";
import savedSearchesFr from "./saved-searches/fr.json";
import savedSearchesDe from "./saved-searches/de.json";
import eventsDe from "./events/de.json";
import eventsEnGB from "./events/en-GB.json";
import eventsEnUS from "./events/en-US.json";
import eventsEs from "./events/es.json";
import eventsFr from "./events/fr.json";
import eventsIt from "./events/it.json";

/**
 * The catalogues are bundled modules: there is no file system at the edge. Each
 * feature keeps its messages in its own folder (one top-level namespace per file), so
 * features can grow their texts independently; here they join one catalogue per language.
 */
export const catalogues = {
  "en-GB": {
    ...enGB,
    ...searchEnGB,
    ...tripEnGB,
    ...accountEnGB,
    ...accountStepsEnGB,
    ...homeEnGB,
    ...modalsEnGB,
    ...wishlistEnGB,
    ...alertsEnGB,
    ...contentEnGB,
    ...beansEnGB,
    ...talkToUsEnGB,
    ...salesEnGB,
    ...aiSearchEnGB,
    ...eventsEnGB,
    ...savedSearchesEnGB,
  },
  "en-US": {
    ...enUS,
    ...searchEnUS,
    ...tripEnUS,
    ...accountEnUS,
    ...accountStepsEnUS,
    ...homeEnUS,
    ...modalsEnUS,
    ...wishlistEnUS,
    ...alertsEnUS,
    ...contentEnUS,
    ...beansEnUS,
    ...talkToUsEnUS,
    ...salesEnUS,
    ...aiSearchEnUS,
    ...eventsEnUS,
    ...savedSearchesEnUS,
  },
  it: {
    ...it,
    ...searchIt,
    ...tripIt,
    ...accountIt,
    ...accountStepsIt,
    ...homeIt,
    ...modalsIt,
    ...wishlistIt,
    ...alertsIt,
    ...contentIt,
    ...beansIt,
    ...talkToUsIt,
    ...salesIt,
    ...aiSearchIt,
    ...eventsIt,
    ...savedSearchesIt,
  },
  es: {
    ...es,
    ...searchEs,
    ...tripEs,
    ...accountEs,
    ...accountStepsEs,
    ...homeEs,
    ...modalsEs,
    ...wishlistEs,
    ...alertsEs,
    ...contentEs,
    ...beansEs,
    ...talkToUsEs,
    ...salesEs,
    ...aiSearchEs,
    ...eventsEs,
    ...savedSearchesEs,
  },
  fr: {
    ...fr,
    ...searchFr,
    ...tripFr,
    ...accountFr,
    ...accountStepsFr,
    ...homeFr,
    ...modalsFr,
    ...wishlistFr,
    ...alertsFr,
    ...contentFr,
    ...beansFr,
    ...talkToUsFr,
    ...salesFr,
    ...aiSearchFr,
    ...eventsFr,
    ...savedSearchesFr,
  },
  de: {
    ...de,
    ...searchDe,
    ...tripDe,
    ...accountDe,
    ...accountStepsDe,
    ...homeDe,
    ...modalsDe,
    ...wishlistDe,
    ...alertsDe,
    ...contentDe,
    ...beansDe,
    ...talkToUsDe,
    ...salesDe,
    ...aiSearchDe,
    ...eventsDe,
    ...savedSearchesDe,
  },
} as const;

export type Catalogue = (typeof catalogues)["en-US"];
