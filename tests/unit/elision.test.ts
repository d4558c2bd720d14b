/** Italian's elided articles before numbers read with a vowel, put right once a message is filled. */
import { describe, expect, it } from "vitest";
import { elideItalian, finishMessage } from "../../app/lib/format/elision";
import { translate } from "../../app/lib/format/translate";

describe("Italian elision", () => {
  it.each([
    ["Conferma entro il 11 luglio 2027", "Conferma entro l'11 luglio 2027"],
    ["Partenza dal 8 al 11 agosto.", "Partenza dall'8 all'11 agosto."],
    ["Il 8 giugno si parte", "L'8 giugno si parte"],
    ["il saldo del 80%", "il saldo dell'80%"],
    ["nel 1800 e sul 8", "nel 1800 e sull'8"],
    ["il 11.000 a testa", "l'11.000 a testa"],
  ])("%s → %s", (text, expected) => {
    expect(elideItalian(text)).toBe(expected);
  });

  it.each(["il 18 maggio", "dal 1 al 28 marzo", "il 110 km", "il 1° agosto", "al 21"])("leaves %s alone", (text) => {
    expect(elideItalian(text)).toBe(text);
  });

  it("applies to Italian only, once a message is filled", () => {
    expect(finishMessage("es", "del 8 al 11 de julio")).toBe("del 8 al 11 de julio");
    expect(translate({ by: "Conferma entro il {{date}}" }, "by", { date: "11 luglio" }, "it")).toBe("Conferma entro l'11 luglio");
    expect(translate({ by: "Conferma entro il {{date}}" }, "by", { date: "11 luglio" }, "es")).toBe("Conferma entro il 11 luglio");
  });
});
