/**
 * An answer that never comes: the request is held until the client gives up (its abort
 * signal), or for `maxHangMs` when set (the node server sets it so sockets do not pile up).
 */
import type { Context } from "hono";

export async function hangUntilAborted(c: Context, maxHangMs?: number): Promise<Response> {
  const signal = c.req.raw.signal;
  await new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    signal?.addEventListener("abort", () => resolve(), { once: true });
    if (maxHangMs !== undefined) setTimeout(resolve, maxHangMs);
  });
  return c.text("gave up waiting", 504);
}
