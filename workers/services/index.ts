import type { TenantConfig } from "../../tenants";
import { catalogueLanguage, type Currency } from "../../tenants/languages";
import { createKvCache } from "../cache/kv-cache";
import type { Mailer } from "../email/mailer";
import { createAccountsService } from "./accounts";
import { taxCodeCountryOf } from "../../app/lib/account/tax-code";
import type { Env } from "../env";
import { createCatalogueService } from "./catalogue";
import { createContentService } from "./content";
import { createTripService } from "./trips";
import { createWishlistService } from "./wishlist";
import { createGroupInfoService } from "./group-info";
import { createSalesService } from "./sales";
import { createAiSearchService } from "./ai-search";
import { loadAllPlaces } from "./ai-search/places";
import { createEventsService } from "./events";
import { createNewsletterService } from "./newsletter";
import { createSavedSearchService } from "./saved-searches";
import { createTripPollService } from "./trip-polls";
import { createUnsubscribeService } from "./alerts";
import { createPasskeys } from "./accounts/passkeys";
import type { SigningKeys } from "../session/keys";

/** What every service may be given; each takes only what it needs, as arguments. */
export type ServiceDeps = {
  env: Env;
  tenant: TenantConfig;
  /** The visitor's currency for this request. */
  currency: Currency;
  /** Today in the tenant's time zone (YYYY-MM-DD): the one meaning of "today". */
  today: string;
  waitUntil: (promise: Promise<unknown>) => void;
  logger: Pick<Console, "error" | "warn" | "info">;
  clock: () => number;
  /** Built on first use: most requests send no e-mail. */
  mailer: () => Mailer;
  clientIp: string | null;
  /** Who asks, for limits counted per requester (accounts/types.ts says how it is made). */
  requester: string | null;
  /** The site people sign up on when it is not the request's (the identity provider's pages, for their client). */
  accountsSite?: TenantConfig;
  /** The built-in identity provider's origin: its passkeys' relying party. */
  accountsOrigin: string;
  /** The session signing keys, which also sign the alerts' unsubscribe links; null when the site has none. */
  keys: SigningKeys | null;
};

/**
 * The request's services, bound to its tenant, language, currency and today when the load
 * context is built: routes call `context.services.catalogue.tours(filters)`, never passing
 * who is asking again.
 */
export function createServices({
  env,
  tenant,
  currency,
  today,
  waitUntil,
  logger,
  clock,
  mailer,
  clientIp,
  requester,
  accountsSite = tenant,
  accountsOrigin,
  keys,
}: ServiceDeps) {
  const cache = createKvCache({ kv: env.CACHE, logger, waitUntil });
  const scope = { tenantId: tenant.id, language: tenant.language, currency, today };
  const catalogueIn = (other: Currency) => createCatalogueService({ db: env.DB, cache, logger }, { ...scope, currency: other });
  return {
    catalogue: catalogueIn(currency),
    /** The catalogue priced in another of the site's currencies (the JSON API's `currency`). */
    catalogueIn,
    trips: createTripService({ db: env.DB, logger }, scope),
    cache,
    /** The site's published custom pages, by route key or slug, through the KV cache. */
    content: createContentService({ db: env.DB, cache }, { site: tenant.id }),
    /** The signed-in person's saved trips and tours and notify-me subscriptions. */
    wishlist: createWishlistService({ db: env.DB, clock }),
    /** Stopping notify-me alerts from the link in an alert, without signing in. */
    alertUnsubscribe: createUnsubscribeService({ db: env.DB, keys, clock }),
    /** The built-in identity provider's passkeys (its host is the relying party). */
    passkeys: createPasskeys(env.DB, clock, { origin: accountsOrigin, name: "Caravan" }),
    /** Watched searches and their alerts. */
    savedSearches: createSavedSearchService({ db: env.DB, clock, originTemplate: env.PUBLIC_ORIGIN_TEMPLATE }),
    /**
     * Trips shared with friends by a link; null without the site secret its links
     * are signed with (no poll can be shared or opened then, as nobody can sign in).
     */
    tripPolls: env.OTP_SECRET
      ? createTripPollService(
          { db: env.DB, clock, secret: env.OTP_SECRET },
          { language: catalogueLanguage(tenant.language), currency, today },
        )
      : null,
    /** AI-assisted trip search: a question -> search filters, by the configured engine. */
    aiSearch: createAiSearchService(
      {
        places: () => loadAllPlaces(env.DB, cache, catalogueLanguage(tenant.language)),
        engine: env.AI_SEARCH_ENGINE,
        ai: env.AI,
        ...(env.AI_SEARCH_MODEL ? { model: env.AI_SEARCH_MODEL } : {}),
        logger,
      },
      // AI_SEARCH_TODAY: a fixed day for the golden set's periods, outside production only.
      { language: tenant.language, today: env.ENVIRONMENT !== "production" && env.AI_SEARCH_TODAY ? env.AI_SEARCH_TODAY : today },
    ),
    /** Meetup (WeMeet) events of this site. */
    events: createEventsService({ db: env.DB }, { site: tenant.id }),
    /** Who is going on a departure and the trip or departure an account modal is about. */
    groupInfo: createGroupInfoService({ db: env.DB }, scope),
    /** Promotion codes of the sales page's trips. */
    sales: createSalesService({ db: env.DB, logger }),
    /** Newsletter double opt-in for new e-mails: the confirmation e-mail and its link. */
    newsletter: createNewsletterService(
      { db: env.DB, mailer: lazyMailer(mailer), logger, clock },
      { site: tenant.id, language: tenant.language, siteName: tenant.name },
    ),
    /** Sign-in with one-time codes; null when the site has no code secret (sign-in answers 503). */
    accounts: env.OTP_SECRET
      ? createAccountsService(
          {
            db: env.DB,
            mailer: lazyMailer(mailer),
            codeSecret: env.OTP_SECRET,
            ...(env.OTP_RATE_LIMITER ? { ipLimiter: env.OTP_RATE_LIMITER } : {}),
            logger,
            clock,
          },
          {
            site: accountsSite.id,
            language: tenant.language,
            siteName: accountsSite.name,
            taxCodeCountry: taxCodeCountryOf(accountsSite),
            clientIp,
            requester,
          },
        )
      : null,
  };
}

export type Services = ReturnType<typeof createServices>;

function lazyMailer(build: () => Mailer): Mailer {
  let mailer: Mailer | null = null;
  return {
    send: (message) => {
      mailer ??= build();
      return mailer.send(message);
    },
  };
}
