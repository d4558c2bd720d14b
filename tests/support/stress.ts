/**
 * How many repetitions the long runs make: a few in `npm test`, many in `npm run test:stress`
 * (STRESS=1). The default suite keeps enough to fail on the bug each test is for; the stress
 * run is for finding the rare ones.
 */
export const STRESS = process.env.STRESS === "1";

/** `inSuite` repetitions in `npm test`, `inStress` under STRESS=1; `override` (an env value) wins. */
export function repetitions(inSuite: number, inStress: number, override?: string): number {
  const chosen = override !== undefined && override !== "" ? Number(override) : STRESS ? inStress : inSuite;
  if (!Number.isInteger(chosen) || chosen < 1) throw new Error(`repetitions: ${override} is not a positive whole number`);
  return chosen;
}
