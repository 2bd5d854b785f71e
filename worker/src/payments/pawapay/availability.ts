/**
 * pawaPay's operator availability in Cameroon (GET /v2/availability?country=CMR ->
 * OPERATIONAL | DELAYED | CLOSED per provider and operation;
 * https://docs.pawapay.io/v2/api-reference/toolkit/availability), for the staff's view.
 */
import { callProvider, pick, pickString, unknownFrom } from "../http";
import type { AvailabilityResult, AvailabilityStatus, OperatorAvailability } from "../provider";
import type { PawaPayClient } from "./client";
import { OPERATOR_OF } from "./transactions";

/** Each operator's deposit and payout availability; anything unexpected is `unknown`. */
export async function pawaPayAvailability(client: PawaPayClient): Promise<AvailabilityResult> {
  const res = await callProvider(`${client.base}/v2/availability?country=CMR`, { headers: client.headers }, client.config);
  if (res.kind === "failed") return unknownFrom(res);
  if (res.status !== 200 || !Array.isArray(res.body)) return unknownFrom(res);
  const operators: OperatorAvailability[] = [];
  for (const country of res.body) {
    if (pickString(country, "country") !== "CMR") continue;
    const providers = pick(country, "providers");
    for (const p of Array.isArray(providers) ? providers : []) operators.push(...operatorAvailability(p));
  }
  return { outcome: "known", operators };
}

/** One pawaPay provider entry's deposit and payout availability (none for an operator we do not use). */
function operatorAvailability(p: unknown): OperatorAvailability[] {
  const operator = OPERATOR_OF[pickString(p, "provider") ?? ""];
  const types = pick(p, "operationTypes");
  if (!operator) return [];
  const out: OperatorAvailability[] = [];
  for (const t of Array.isArray(types) ? types : []) {
    const type = pickString(t, "operationType");
    if (type !== "DEPOSIT" && type !== "PAYOUT") continue;
    const providerStatus = pickString(t, "status");
    out.push({
      operator,
      direction: type === "DEPOSIT" ? "deposit" : "payout",
      status: availabilityOf(providerStatus),
      providerStatus,
    });
  }
  return out;
}

function availabilityOf(status: string | null): AvailabilityStatus {
  if (status === "OPERATIONAL") return "operational";
  if (status === "DELAYED") return "delayed";
  if (status === "CLOSED") return "closed";
  return "unknown";
}
