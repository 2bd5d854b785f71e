/**
 * What the pawaPay adapter tests share (src/payments/pawapay-*.test.ts,
 * docs/product-rules.md#automatic-rails): a money request with a fresh id, and the verdict
 * on a callback the simulator delivered. Amounts are whole XAF.
 */
import type { MoneyRequest } from "../src/payments/provider";
import { asCallback, newPaymentId, type simulatorHarness } from "./payments-simulator";

/** A request of `amountXaf` from (or to) `phone` by MTN, with a fresh UUIDv4. */
export const deposit = (phone: string, amountXaf = 10_000): MoneyRequest => ({
  id: newPaymentId(),
  amountXaf,
  phone,
  operator: "MTN",
});

/** The adapter's verdict on callback number `index` the simulator sent; throws when none was sent. */
export async function callbackOf(h: Awaited<ReturnType<typeof simulatorHarness>>, index = 0) {
  const request = h.callbacks[index];
  if (!request) throw new Error(`no callback #${index} was delivered (got ${h.callbacks.length})`);
  return h.pawapay.verifyCallback(await asCallback(request));
}
