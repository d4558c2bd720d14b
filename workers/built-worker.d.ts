/** The production Worker as built (build/index.js), for the entries that wrap it (test-server.ts). */
declare module "caravan:built-worker" {
  const worker: {
    fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response>;
    scheduled(controller: ScheduledController, env: unknown, ctx: ExecutionContext): Promise<void>;
  };
  export default worker;
}
