import { describe, expect, it } from "vitest";
import { getTenant, tenants } from "../../tenants";
import { currencyFormat, formatMoney } from "../../app/lib/format/money";
import { anyCurrencyFormat } from "../../app/lib/format/payment-money";

const tenant = (id: string) => getTenant(id)!;

describe("formatMoney", () => {
  // EUR comma decimal, symbol after; GBP/USD symbol before; 0 decimals unless asked.
  // The English-writing sites write euros the English way ("€1,750", not "1.750 €").
  it.each([
    ["int", 129_900, "€1,299"],
    ["uk", 129_900, "£1,299"],
    ["us", 129_900, "$1,299"],
    ["it", 129_900, "1.299 €"],
    ["es", 129_900, "1.299 €"],
    // French groups digits with a narrow no-break space, never a full stop.
    ["fr", 129_900, "1\u202f299 €"],
    ["de", 129_900, "1.299 €"],
  ])("%s formats its default currency", (id, cents, expected) => {
    expect(formatMoney(cents, currencyFormat(tenant(id)))).toBe(expected);
  });

  it.each([
    ["int", "EUR", 123_456_78, "€123,456.78"],
    ["int", "GBP", 123_456_78, "£123,456.78"],
    ["int", "USD", 5, "$0.05"],
    ["uk", "EUR", 99_999, "€999.99"],
  ])("%s formats %s with 2 decimals on request", (id, iso, cents, expected) => {
    expect(formatMoney(cents, currencyFormat(tenant(id), iso), { decimals: 2 })).toBe(expected);
  });

  it.each(tenants.map((t) => t.id))("%s groups digits and marks decimals as its locale writes numbers", (id) => {
    const site = tenant(id);
    const digits = (text: string) => text.replace(/[^\d\s\u00a0\u202f.,']/g, "").trim();
    const locale = new Intl.NumberFormat(site.locale, { minimumFractionDigits: 2, useGrouping: "always" });
    for (const cents of [192_000, 1_234_567_89]) {
      expect(digits(formatMoney(cents, currencyFormat(site), { decimals: 2 })), `${id} ${cents}`).toBe(locale.format(cents / 100));
    }
  });

  it("rounds cents to whole units by default and keeps small and negative amounts readable", () => {
    const eur = currencyFormat(tenant("it"));
    expect(formatMoney(149_950, eur)).toBe("1.500 €");
    expect(formatMoney(149_949, eur)).toBe("1.499 €");
    expect(formatMoney(0, eur)).toBe("0 €");
    expect(formatMoney(-10_000, currencyFormat(tenant("uk")))).toBe("£-100");
    expect(formatMoney(100_000_000, currencyFormat(tenant("us")))).toBe("$1,000,000");
  });

  it("writes a known currency the site does not offer with its own symbol, never the default's (euros on us)", () => {
    expect(formatMoney(10_000, anyCurrencyFormat(tenant("us"), "EUR"))).toBe("100 €");
    expect(formatMoney(10_000, anyCurrencyFormat(tenant("it"), "GBP"))).toBe("£100");
    expect(formatMoney(10_000, anyCurrencyFormat(tenant("uk"), "GBP"))).toBe("£100");
    expect(currencyFormat(tenant("uk"), "EUR").isoCode).toBe("EUR");
    expect(currencyFormat(tenant("uk"), null).isoCode).toBe("GBP");
  });
});
