import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each file's time at the end of every run (tests/support/durations-reporter.ts).
    reporters: ["default", "./tests/support/durations-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          environment: "node",
          // Pure computation: two files at once use both cores (vitest's default on 2 cores is 1).
          maxWorkers: Number(process.env.UNIT_WORKERS ?? 2),
          // The files of a worker share their imported modules, as the integration files do:
          // importing them again per file was most of the layer's time (import 134 s against
          // 71 s of tests, summed over files). Safe because no unit file replaces a module, a
          // global or an environment variable for the files after it (tests/unit/integration-isolation.test.ts
          // holds both layers to that).
          isolate: false,
          // A loaded machine makes a test slower, never wrong: the limit only catches a hang.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // The run's scratch folder for the sites' databases (tests/support/site-db.ts).
          globalSetup: ["tests/support/integration-setup.ts"],
          // Each file's CPU time for the durations reporter (a site's workerd included).
          setupFiles: ["tests/support/file-cpu.ts"],
          // Three files at once on 2 cores: each runs its own Worker (workerd) and the test process
          // waits on it for every request, so two files kept 1.4 cores busy (211 s of CPU in a
          // 151 s run); three take 149 s instead of 162 beside deploy:check and e2e-prepare
          // (vitest's default on 2 cores is 1). INTEGRATION_WORKERS overrides it.
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 3),
          // The files of a worker share its imported modules (the harness, tenants, locales, the
          // seed): each file imported them again for 1–4 s of CPU, 171 s of a run against 11 s
          // shared (a run's CPU: 343 s against 244 s). Safe because every file starts its own
          // site and database and none replaces a module or a global.
          isolate: false,
          // Timeouts only catch a hang: the harness and the tests wait for readiness, so a
          // loaded machine makes them slower, never wrong.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Runs that take minutes each (the development loop's rebuilds): `npm run test:stress` only.
        test: { name: "stress", include: ["tests/stress/**/*.test.ts"], environment: "node", testTimeout: 900_000, hookTimeout: 600_000 },
      },
    ],
  },
});
