/**
 * The journeys' servers: one per Playwright worker, each a `wrangler dev` with its own fresh
 * D1/KV state (scripts/e2e-servers.mjs), so two workers never see each other's investors,
 * settings or sign-in rate limits. Worker n talks to the server on E2E_PORT + 10 n (8788,
 * 8798, ...); each server's simulator and local push service sit at its port + 2000 and
 * + 3000. scripts/e2e-servers.mjs starts them all.
 */

/** The first server's port (E2E_PORT, default 8788): two checkouts run side by side with different ones. */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? "8788");

/** How many workers (and servers) run the journeys: E2E_WORKERS, default 2 (one per core here). */
export const WORKERS = Number(process.env.E2E_WORKERS ?? "2");

/** The port of the server that Playwright worker `parallelIndex` uses. */
export function serverPort(parallelIndex: number): number {
  return FIRST_PORT + 10 * parallelIndex;
}

/**
 * This process's server port: Playwright sets TEST_PARALLEL_INDEX in each worker process
 * before it loads the config and the specs (0 in the runner itself).
 */
export const PORT = serverPort(Number(process.env.TEST_PARALLEL_INDEX ?? "0"));
