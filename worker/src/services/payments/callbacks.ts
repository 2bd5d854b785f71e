/**
 * Providers' callbacks (docs/product-rules.md#automatic-rails, RAIL-6): verified on the raw
 * body, stored once by the provider's event id, answered at once; the payment a callback
 * names is then re-read from the provider, because a callback is a hint, never the truth.
 */
import type { ProviderName } from "../../payments/provider";
import { type Rails, providerNamed } from "../../payments/rails-config";
import { refreshPayment } from "./refresh";

/** The answer to give the provider, and the processing to run after answering. */
export interface CallbackOutcome {
  status: 200 | 401 | 503;
  body: { received: boolean; error?: string };
  /** The processing to run after answering (`waitUntil`): a status lookup of the payment named. */
  process: Promise<void> | null;
}

/**
 * A provider's callback (RAIL-6): verified on the raw body (401 when refused, 503 when the
 * provider's keys could not be fetched, so it retries), stored once by its event id, then
 * answered at once; the payment it names is re-read from the provider afterwards, because
 * a callback is a hint, never the truth.
 */
export async function receiveCallback(
  rails: Rails,
  providerName: ProviderName,
  request: { method: string; url: string; headers: Headers; body: Uint8Array },
  now = new Date(),
): Promise<CallbackOutcome> {
  const provider = providerNamed(rails.providers, providerName);
  if (!provider) return { status: 401, body: { received: false, error: "provider not configured" }, process: null };
  const verified = await provider.verifyCallback(request);
  if (verified.outcome === "refused") {
    return {
      status: verified.reason === "key_unavailable" ? 503 : 401,
      body: { received: false, error: verified.reason },
      process: null,
    };
  }
  const paymentId = verified.transaction?.id ?? null;
  // Stored and looked up in one round trip: the provider waits for the answer.
  const [stored, payment] = await rails.db.batch([
    rails.db
      .prepare(
        `INSERT INTO payment_callbacks (provider, event_id, event_type, payment_id, body) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (provider, event_id) DO NOTHING`,
      )
      .bind(providerName, verified.eventId, verified.eventType, paymentId, new TextDecoder().decode(request.body)),
    rails.db.prepare("SELECT 1 FROM payments WHERE id = ? AND provider = ?").bind(paymentId, providerName),
  ]);
  const known = paymentId !== null && stored!.meta.changes === 1 && payment!.results.length > 0;
  return {
    status: 200,
    body: { received: true },
    process: known
      ? refreshPayment(rails, paymentId, "callback", now).then(
          () => undefined,
          (err) => console.error("payment callback processing failed", paymentId, err),
        )
      : null,
  };
}
