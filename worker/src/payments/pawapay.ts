/**
 * pawaPay Merchant API v2 adapter (fetch and WebCrypto only, so it runs in workerd).
 *
 * Docs read for every detail below (stored copies, 2026):
 * - initiate: POST /v2/deposits, /v2/payouts; answers ACCEPTED | REJECTED | DUPLICATE_IGNORED
 *   with `failureReason {failureCode, failureMessage}`:
 *   https://docs.pawapay.io/v2/api-reference/deposits/initiate-deposit, https://docs.pawapay.io/v2/docs/payouts
 * - status: GET /v2/deposits/{id} -> `{status: FOUND | NOT_FOUND, data}`:
 *   https://docs.pawapay.io/v2/api-reference/deposits/check-deposit-status
 * - payment statuses ACCEPTED, SUBMITTED, PROCESSING, ENQUEUED (payouts during an outage),
 *   IN_RECONCILIATION are not final; COMPLETED and FAILED are: https://docs.pawapay.io/v2/docs/deposits
 * - failure codes: https://docs.pawapay.io/v2/docs/failure_codes
 * - callbacks (final status, flat body like `data`), signed with RFC 9421 when enabled:
 *   https://docs.pawapay.io/v2/api-reference/deposits/deposit-callback, https://docs.pawapay.io/v2/docs/signatures
 * - public keys: GET /v2/public-key/http -> [{id, key (PEM)}]:
 *   https://docs.pawapay.io/v2/api-reference/toolkit/public-keys
 * - availability: GET /v2/availability?country=CMR -> OPERATIONAL | DELAYED | CLOSED per provider and
 *   operation: https://docs.pawapay.io/v2/api-reference/toolkit/availability
 * - resend callback: POST /v2/deposits/resend-callback/{id}:
 *   https://docs.pawapay.io/v2/api-reference/payouts/resend-payout-callback
 */
import { assertPaymentId, assertPositiveXaf, findMismatches, parseWholeXaf, toMsisdn } from "./checks";
import { callProvider, isProvenRefusal, pick, pickString, unknownFrom } from "./http";
import { verifySignedRequest } from "./http-signature";
import { pawaPayKeyring } from "./pawapay-keys";
import type {
  AdapterOptions,
  AvailabilityResult,
  AvailabilityStatus,
  CallbackRequest,
  CallbackResult,
  Direction,
  ExpectedPayment,
  InitiateResult,
  ListQuery,
  ListResult,
  MoneyRequest,
  Operator,
  OperatorAvailability,
  PaymentProvider,
  PaymentStatus,
  ProviderTransaction,
  StatusResult,
} from "./provider";

export interface PawaPayConfig extends AdapterOptions {
  /** https://api.sandbox.pawapay.io or https://api.pawapay.io (or the local simulator). */
  baseUrl: string;
  apiToken: string;
  /** Clock for the public-key cache, ms since epoch. */
  now?: () => number;
}

const PROVIDER_CODE: Record<Operator, string> = { MTN: "MTN_MOMO_CMR", ORANGE: "ORANGE_CMR" };
const OPERATOR_OF: Record<string, Operator> = { MTN_MOMO_CMR: "MTN", ORANGE_CMR: "ORANGE" };
const PENDING = new Set(["ACCEPTED", "SUBMITTED", "PROCESSING", "ENQUEUED", "IN_RECONCILIATION"]);
const LIST_CONCURRENCY = 4;

/** pawaPay's payment status -> ours. Anything unrecognised or missing is `unknown`, never `failed`. */
export function mapPawaPayStatus(status: string | null): PaymentStatus {
  if (status === "COMPLETED") return "succeeded";
  if (status === "FAILED") return "failed";
  if (status !== null && PENDING.has(status)) return "pending";
  return "unknown";
}

const path = (direction: Direction) => (direction === "deposit" ? "deposits" : "payouts");
const idField = (direction: Direction) => (direction === "deposit" ? "depositId" : "payoutId");
const partyField = (direction: Direction) => (direction === "deposit" ? "payer" : "recipient");

/** The pawaPay adapter, plus pawaPay's resend-callback (no equivalent at Notch Pay). */
export interface PawaPayAdapter extends PaymentProvider {
  /** Asks pawaPay to send the final-status callback again. True when pawaPay accepted the request. */
  resendCallback(direction: Direction, id: string): Promise<boolean>;
}

/** Builds the adapter. Configuration errors (no token, no base URL) throw TypeError at once. */
export function createPawaPayAdapter(config: PawaPayConfig): PawaPayAdapter {
  if (!config.baseUrl || !config.apiToken) throw new TypeError("pawaPay needs a base URL and an API token");
  const base = config.baseUrl.replace(/\/+$/, "");
  const now = config.now ?? Date.now;
  const headers = { Authorization: `Bearer ${config.apiToken}`, "Content-Type": "application/json" };
  const lookupKey = pawaPayKeyring(() => callProvider(`${base}/v2/public-key/http`, { headers }, config), now);

  const parse = (direction: Direction, data: unknown, expected?: ExpectedPayment): ProviderTransaction => {
    const party = partyField(direction);
    const amountRaw = pickString(data, "amount");
    const amountXaf = parseWholeXaf(amountRaw);
    const currency = pickString(data, "currency");
    const phone = pickString(data, party, "accountDetails", "phoneNumber");
    const providerStatus = pickString(data, "status");
    return {
      provider: "pawapay",
      direction,
      id: pickString(data, idField(direction)) ?? "",
      status: mapPawaPayStatus(providerStatus),
      providerStatus,
      failureCode: pickString(data, "failureReason", "failureCode"),
      failureMessage: pickString(data, "failureReason", "failureMessage"),
      amountXaf,
      amountRaw,
      currency,
      phone,
      providerReference: null,
      operatorReference: pickString(data, "providerTransactionId"),
      createdAt: pickString(data, "created"),
      mismatches: findMismatches({ amountXaf, amountRaw, currency, phone }, expected),
      raw: data,
    };
  };

  const getStatus = async (direction: Direction, id: string, expected?: ExpectedPayment): Promise<StatusResult> => {
    const res = await callProvider(`${base}/v2/${path(direction)}/${encodeURIComponent(id)}`, { headers }, config);
    if (res.kind === "failed") return unknownFrom(res);
    const answer = pickString(res.body, "status");
    if (answer === "NOT_FOUND" && (res.status === 200 || res.status === 404)) return { outcome: "not_found", raw: res.body };
    if (res.status !== 200 || answer !== "FOUND") return unknownFrom(res);
    const transaction = parse(direction, pick(res.body, "data"), expected);
    if (transaction.id !== id) return unknownFrom(res, `status lookup for ${id} answered about "${transaction.id}"`);
    return { outcome: "found", transaction };
  };

  return {
    name: "pawapay",

    async initiate(direction, request: MoneyRequest): Promise<InitiateResult> {
      assertPaymentId(request.id);
      assertPositiveXaf(request.amountXaf);
      const body = {
        [idField(direction)]: request.id,
        amount: String(request.amountXaf),
        currency: "XAF",
        [partyField(direction)]: {
          type: "MMO",
          accountDetails: { phoneNumber: toMsisdn(request.phone), provider: PROVIDER_CODE[request.operator] },
        },
        // pawaPay takes 4 to 22 characters; shorter narrations are left to its default.
        ...(request.description && request.description.length >= 4 ? { customerMessage: request.description.slice(0, 22) } : {}),
      };
      const res = await callProvider(
        `${base}/v2/${path(direction)}`,
        { method: "POST", headers, body: JSON.stringify(body) },
        config,
      );
      if (res.kind === "failed") return unknownFrom(res);
      const status = pickString(res.body, "status");
      const failureCode = pickString(res.body, "failureReason", "failureCode");
      const failureMessage = pickString(res.body, "failureReason", "failureMessage");
      if (res.status === 200 && (status === "ACCEPTED" || status === "DUPLICATE_IGNORED")) {
        return {
          outcome: "accepted",
          duplicate: status === "DUPLICATE_IGNORED",
          providerStatus: status,
          providerReference: null,
          raw: res.body,
        };
      }
      if (res.status === 200 && status === "REJECTED") {
        return { outcome: "rejected", failureCode: failureCode ?? "REJECTED", failureMessage, httpStatus: 200, raw: res.body };
      }
      if (isProvenRefusal(res.status)) {
        return {
          outcome: "rejected",
          failureCode: failureCode ?? `HTTP_${res.status}`,
          failureMessage,
          httpStatus: res.status,
          raw: res.body,
        };
      }
      return unknownFrom(res);
    },

    getStatus,

    async verifyCallback(request: CallbackRequest): Promise<CallbackResult> {
      const check = await verifySignedRequest(request, lookupKey);
      if (!check.ok) return { outcome: "refused", reason: check.reason, detail: check.detail };
      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder().decode(request.body));
      } catch {
        return { outcome: "refused", reason: "malformed_body", detail: "body is not JSON" };
      }
      const direction: Direction | null =
        pickString(body, "depositId") !== null ? "deposit" : pickString(body, "payoutId") !== null ? "payout" : null;
      if (!direction) {
        // Refunds and remittances are not used here: verified, acknowledged, ignored.
        return {
          outcome: "verified",
          eventId: `pawapay:other:${request.headers.get("content-digest")}`,
          eventType: "other",
          transaction: null,
        };
      }
      const transaction = parse(direction, body);
      return {
        outcome: "verified",
        eventId: `pawapay:${direction}:${transaction.id}:${transaction.providerStatus ?? "none"}`,
        eventType: `${direction}.${transaction.providerStatus ?? "none"}`,
        transaction,
      };
    },

    /**
     * pawaPay has no synchronous list of payments: its statements (POST /v2/statements) are
     * generated asynchronously per wallet as a CSV behind a download URL, up to 31 days and up to
     * 60 minutes behind (https://docs.pawapay.io/v2/api-reference/finances/initiate-statement).
     * Since WE choose every id, we approximate with one status lookup per id we created in the
     * period (`known_ids_only`). What this cannot reveal: payments created outside this app on
     * the same pawaPay account (dashboard, another system); the statement would.
     */
    async listTransactions(query: ListQuery): Promise<ListResult> {
      const transactions: ProviderTransaction[] = [];
      const notFoundIds: string[] = [];
      const unresolvedIds: string[] = [];
      const queue = [...query.knownIds];
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          const result = await getStatus(query.direction, id);
          if (result.outcome === "found") transactions.push(result.transaction);
          else if (result.outcome === "not_found") notFoundIds.push(id);
          else unresolvedIds.push(id);
        }
      };
      await Promise.all(Array.from({ length: LIST_CONCURRENCY }, worker));
      return { outcome: "listed", coverage: "known_ids_only", transactions, notFoundIds, unresolvedIds };
    },

    async availability(): Promise<AvailabilityResult> {
      const res = await callProvider(`${base}/v2/availability?country=CMR`, { headers }, config);
      if (res.kind === "failed") return unknownFrom(res);
      if (res.status !== 200 || !Array.isArray(res.body)) return unknownFrom(res);
      const operators: OperatorAvailability[] = [];
      for (const country of res.body) {
        if (pickString(country, "country") !== "CMR") continue;
        const providers = pick(country, "providers");
        for (const p of Array.isArray(providers) ? providers : []) {
          const operator = OPERATOR_OF[pickString(p, "provider") ?? ""];
          const types = pick(p, "operationTypes");
          if (!operator) continue;
          for (const t of Array.isArray(types) ? types : []) {
            const type = pickString(t, "operationType");
            if (type !== "DEPOSIT" && type !== "PAYOUT") continue;
            const providerStatus = pickString(t, "status");
            operators.push({
              operator,
              direction: type === "DEPOSIT" ? "deposit" : "payout",
              status: availabilityOf(providerStatus),
              providerStatus,
            });
          }
        }
      }
      return { outcome: "known", operators };
    },

    async resendCallback(direction, id) {
      const res = await callProvider(
        `${base}/v2/${path(direction)}/resend-callback/${encodeURIComponent(id)}`,
        { method: "POST", headers },
        config,
      );
      return res.kind === "response" && res.status === 200 && pickString(res.body, "status") === "ACCEPTED";
    },
  };
}

function availabilityOf(status: string | null): AvailabilityStatus {
  if (status === "OPERATIONAL") return "operational";
  if (status === "DELAYED") return "delayed";
  if (status === "CLOSED") return "closed";
  return "unknown";
}
