import { z } from "zod";
import { isDatePattern } from "./date-pattern";
import { CURRENCIES, LANGUAGES, type Currency, type Language } from "./languages";

/** A path-locale selects one column of the localized route table (routes.json). */
export const PATH_LOCALES = ["it-IT", "en-US", "en-WE", "es-ES", "fr-FR", "de-DE"] as const;

const hostname = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, "must be a lower-case hostname");
// Day patterns such as "dd/MM/yyyy" or "d MMMM yyyy": only the tokens date-pattern.ts allows.
const datePattern = z
  .string()
  .refine(isDatePattern, "must be a date pattern of d, dd, M, MM, MMM, MMMM, yy, yyyy, EEE, EEEE, EEEEE and 'quoted text'");
const httpsUrl = z.url({ protocol: /^https$/, error: "must be an https:// URL" });

// 001 §3 Currencies: EUR has a comma decimal and the symbol after; GBP and USD put it before.
export const currencyFormatSchema = z.strictObject({
  isoCode: z.enum(CURRENCIES),
  symbol: z.string().min(1).max(4),
  position: z.enum(["before", "after"]),
  decimalSeparator: z.enum([",", "."]),
  thousandsSeparator: z.enum([".", ",", " ", "\u202f", ""]),
});

export const tenantSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z]{2,3}$/, "must be 2-3 lower-case letters"),
    name: z.string().min(1),
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
    // 001 §9: Monday, but Sunday for the US and English sites (0 = Sunday, 1 = Monday).
    firstDayOfWeek: z.union([z.literal(0), z.literal(1)]),
    timeZone: z.string().refine(isTimeZone, "must be an IANA time zone"),
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
  })
  .superRefine((tenant, ctx) => {
    const offered = tenant.currencies.map((c) => c.isoCode);
    if (!offered.includes(tenant.defaultCurrency)) {
      ctx.addIssue({ code: "custom", path: ["defaultCurrency"], message: `must be one of the offered currencies (${offered.join(", ")})` });
    }
    if (new Set(offered).size !== offered.length) {
      ctx.addIssue({ code: "custom", path: ["currencies"], message: "lists a currency twice" });
    }
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
