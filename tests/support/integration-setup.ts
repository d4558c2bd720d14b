/**
 * vitest globalSetup of the integration project: one scratch folder for the run, where the
 * harness keeps its database templates and each site's copy (tests/support/site-db.ts). The
 * workers find it in the environment; it is removed when the run ends.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Scratch space on tmpfs where the machine has it: the sites' databases never touch a disk. */
export const SCRATCH_ROOT = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();

/** The environment variable that hands the run's scratch folder from globalSetup to the workers. */
export const SCRATCH_ENV = "CARAVAN_TEST_SCRATCH";

export default function setup() {
  const dir = mkdtempSync(join(SCRATCH_ROOT, "caravan-tests-"));
  process.env[SCRATCH_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
