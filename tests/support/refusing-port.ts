import { createServer, type Server } from "node:net";

let listening: Promise<{ server: Server; port: number }> | null = null;

/**
 * A loopback port where a mail server is down for certain: the tests' own listener, which
 * closes every connection the moment it opens. A site pointed at it can never reach a real
 * inbox, whatever else runs on the machine (`npm start`'s inbox listens on 1025), and no test
 * has to guess which port is free. One listener serves the whole run; it does not keep the
 * process alive.
 */
export function refusingPort(): Promise<number> {
  listening ??= new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.unref();
      resolve({ server, port: (server.address() as { port: number }).port });
    });
  });
  return listening.then(({ port }) => port);
}
