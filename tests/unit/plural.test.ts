import { describe, expect, it } from "vitest";
import { pluralForm } from "../../app/lib/format/plural";

describe("pluralForm", () => {
  it.each([
    ["trip | trips", 0, "en-GB", "trips"],
    ["trip | trips", 1, "en-US", "trip"],
    ["trip | trips", 2, "en-GB", "trips"],
    ["no trips | one trip | many trips", 0, "en-GB", "no trips"],
    ["no trips | one trip | many trips", 1, "en-GB", "one trip"],
    ["no trips | one trip | many trips", 7, "en-GB", "many trips"],
    ["viaggi", 1, "it", "viaggi"],
    ["a|b", 1, "it", "a"],
    // French counts 0 (and 1.5) as singular: "0 voyage", the e-mails' Intl.PluralRules agree.
    ["{{count}} voyage | {{count}} voyages", 0, "fr", "{{count}} voyage"],
    ["{{count}} voyage | {{count}} voyages", 1, "fr", "{{count}} voyage"],
    ["{{count}} voyage | {{count}} voyages", 2, "fr", "{{count}} voyages"],
    ["{{count}} viaggio | {{count}} viaggi", 0, "it", "{{count}} viaggi"],
    ["{{count}} Reise | {{count}} Reisen", 0, "de", "{{count}} Reisen"],
    ["{{count}} viaje | {{count}} viajes", 0, "es", "{{count}} viajes"],
    // A zero form, where there is one, is for 0 in French too.
    ["aucun départ | {{count}} départ | {{count}} départs", 0, "fr", "aucun départ"],
    ["aucun départ | {{count}} départ | {{count}} départs", 3, "fr", "{{count}} départs"],
  ])("%s with %i in %s is %s", (label, count, language, expected) => {
    expect(pluralForm(label, count, language)).toBe(expected);
  });
});
