/**
 * The running site for a bench (`npm start`'s scripts/serve.mjs) on its own port, state
 * folder and inbox ports, so a running `npm start` or browser-test run never collides. It runs
 * in its own process group: stopping it also stops wrangler and workerd below it, and it is
 * stopped when the bench exits.
 */
import { spawn, type ChildProcess } from "node:child_process";

export function startLocalSite({
  port,
  state,
  smtpPort,
  inboxPort,
}: {
  port: number;
  state: string;
  smtpPort: number;
  inboxPort: number;
}): { server: ChildProcess; stop: () => void } {
  const server = spawn(
    "node",
    [
      "scripts/serve.mjs",
      "--port",
      String(port),
      "--persist-to",
      state,
      "--smtp-port",
      String(smtpPort),
      "--inbox-port",
      String(inboxPort),
      // The bench reads the database through the Worker (tests/support/local-d1.ts).
      "--test-hooks",
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  process.on("exit", stop);
  return { server, stop };
}
