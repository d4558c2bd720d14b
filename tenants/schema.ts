import { z } from "zod";
import { isDatePattern } from "./date-pattern";
import { CURRENCIES, DISTANCE_UNITS, LANGUAGES, type Currency, type Language } from "./languages";

/** A path-locale selects one column of the localized route table (routes.json). */
export const PATH_LOCALES = ["it-IT", "en-US", "en-WE", "es-ES", "fr-FR", "de-DE"] as const;

const hostname = z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, "must be a lower-case hostname");
// Day patterns such as "dd/MM/yyyy" or "d MMMM yyyy": only the tokens date-pattern.ts allows.
const datePattern = z
  .string()
  .refine(isDatePattern, "must be a date pattern of d, dd, M, MM, MMM, MMMM, yy, yyyy, EEE, EEEE, EEEEE and 'quoted text'");
const httpsUrl = z.url({ protocol: /^https$/, error: "must be an https:// URL" });

// Currencies: EUR has a comma decimal and the symbol after, GBP and USD put it before; a site
// writing English (int, uk) writes euros the English way too ("€1,750"): each site sets its own.
export const currencyFormatSchema = z.strictObject({
  isoCode: z.enum(CURRENCIES),
  symbol: z.string().min(1).max(4),
  position: z.enum(["before", "after"]),
  decimalSeparator: z.enum([",", "."]),
  thousandsSeparator: z.enum([".", ",", " ", "\u202f", ""]),
});

/** An https origin, optionally with a path prefix, without query or fragment: a base a path is appended to. */
export const httpsOrigin = httpsUrl.refine((value) => {
  const url = new URL(value);
  return !url.search && !url.hash && !url.username && !url.password && !value.endsWith("/");
}, "must be an https:// base without a trailing slash, query or fragment");

export const experimentSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "must be lower-case letters, digits and dashes"),
  enabled: z.boolean(),
  variants: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "must be lower-case letters, digits and dashes"),
        weight: z.number().int().min(0).max(10_000),
        urlRedirect: httpsOrigin.optional(),
      }),
    )
    .min(1)
    .refine((variants) => variants.some((v) => v.weight > 0), "needs a variant with a weight above 0")
    .refine((variants) => new Set(variants.map((v) => v.id)).size === variants.length, "names a variant twice"),
});
export type Experiment = z.infer<typeof experimentSchema>;

export const tenantSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z]{2,3}$/, "must be 2-3 lower-case letters"),
    name: z.string().min(1),
    /** The site's place in the country switcher and in every list of sites: lowest first, each number once. */
    position: z.number().int().min(1),
    hosts: z.array(hostname).min(1),
    language: z.enum(LANGUAGES),
    locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, "must look like it-IT"),
    pathLocale: z.enum(PATH_LOCALES),
    /** The hreflang code search engines get for this site (e.g. "en" for the international one). */
    hreflang: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "must look like en or en-GB"),
    countryCode: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166 alpha-2 code"),
    languageLabel: z.string().min(1),
    communityMessage: z.string().min(1),
    defaultCurrency: z.enum(CURRENCIES),
    currencies: z.array(currencyFormatSchema).min(1),
    dateFormats: z.strictObject({
      short: datePattern,
      long: datePattern,
      dayMonth: datePattern,
      monthYear: datePattern,
    }),
    // Monday, but Sunday for the US and English sites (0 = Sunday, 1 = Monday).
    firstDayOfWeek: z.union([z.literal(0), z.literal(1)]),
    timeZone: z.string().refine(isTimeZone, "must be an IANA time zone"),
    /** The unit distances are shown in (kilometres, or miles on the US site); they are stored and sent in kilometres. */
    distanceUnit: z.enum(DISTANCE_UNITS),
    features: z.strictObject({
      talkToUs: z.boolean(),
      aiSearch: z.boolean(),
      geolocationRedirect: z.boolean(),
    }),
    taxCodeMandatory: z.boolean(),
    bookingsBaseUrl: httpsUrl,
    imageHost: z.union([httpsUrl, z.literal("")]),
    analyticsContainerId: z.union([z.string().regex(/^GTM-[A-Z0-9]+$/), z.null()]),
    support: z.strictObject({ phone: z.string().min(5), email: z.email() }),
    social: z.strictObject({
      facebook: httpsUrl,
      facebookGroup: httpsUrl,
      instagram: httpsUrl,
      tiktok: httpsUrl,
      youtube: httpsUrl,
    }),
    reviewBadge: z.strictObject({
      rating: z.number(),
      realRating: z.number(),
      count: z.number().int().nonnegative(),
      url: httpsUrl,
      merchantId: z.string().min(1),
    }),
    inCountrySwitcher: z.boolean(),
    /**
     * The geolocation redirect setting of this site: `reference` lists the visitor
     * countries it is for; visitors from those countries on the sites in `addressFrom` are
     * offered this site (the country modal, once) when `showRedirectPopup` is on; the neutral
     * root sends them here. `redirectDestination`: the same page here, or this site's home.
     */
    geolocation: z.strictObject({
      reference: z.array(z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166 alpha-2 code")),
      addressFrom: z.array(z.string().regex(/^[a-z]{2,3}$/, "must be a site id")),
      showRedirectPopup: z.boolean(),
      redirectDestination: z.enum(["same-page", "home"]),
    }),
    /**
     * Experiments: a visitor's variant is drawn once from the device id; a
     * variant with `urlRedirect` sends its visitors to the same path on that base, which must
     * be one of `experimentBases` (the allow-list: a redirect never leaves it).
     */
    experiments: z.array(experimentSchema),
    experimentBases: z.array(httpsOrigin),
  })
  .superRefine((tenant, ctx) => {
    const offered = tenant.currencies.map((c) => c.isoCode);
    if (!offered.includes(tenant.defaultCurrency)) {
      ctx.addIssue({ code: "custom", path: ["defaultCurrency"], message: `must be one of the offered currencies (${offered.join(", ")})` });
    }
    if (new Set(offered).size !== offered.length) {
      ctx.addIssue({ code: "custom", path: ["currencies"], message: "lists a currency twice" });
    }
    if (tenant.geolocation.addressFrom.includes(tenant.id)) {
      ctx.addIssue({ code: "custom", path: ["geolocation", "addressFrom"], message: "must not name the site itself" });
    }
    tenant.experiments.forEach((experiment, i) => {
      experiment.variants.forEach((variant, j) => {
        if (variant.urlRedirect && !tenant.experimentBases.includes(variant.urlRedirect)) {
          ctx.addIssue({
            code: "custom",
            path: ["experiments", i, "variants", j, "urlRedirect"],
            message: "must be one of experimentBases",
          });
        }
      });
    });
  });

export type TenantConfig = z.infer<typeof tenantSchema>;
export type PathLocale = (typeof PATH_LOCALES)[number];
export type { Currency, Language };
export type CurrencyFormat = z.infer<typeof currencyFormatSchema>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
