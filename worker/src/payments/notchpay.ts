/**
 * Notch Pay adapter (fetch and WebCrypto only, so it runs in workerd).
 *
 * Docs read for every detail below (stored copies, 2026):
 * - deposit = initialize POST /payments {amount, currency, reference (ours), phone} (409 when the
 *   reference exists), then process POST /payments/{reference} {channel cm.mtn | cm.orange,
 *   data.phone} -> 202: https://developer.notchpay.co/api-reference/initialize-a-payment,
 *   https://developer.notchpay.co/api-reference/process-a-payment-1
 * - status: GET /payments/{reference} -> {transaction}: https://developer.notchpay.co/api-reference/retrieve-a-payment
 * - list: GET /payments?limit&page&search&date_start&date_end (YYYY-MM-DD) -> {items, current_page,
 *   last_page}: https://developer.notchpay.co/api-reference/list-all-payments.md
 * - payout = POST /beneficiaries then POST /transfers {amount, currency, channel, beneficiary,
 *   description, reference}, both with `X-Grant: <private key>`; GET /transfers/{reference}:
 *   https://developer.notchpay.co/api-reference/transfers, .../create-a-beneficiary
 * - statuses pending, processing, complete, failed, canceled, expired (payments; "incomplete",
 *   "rejected", "abandoned", "refunded" also occur): https://developer.notchpay.co/api-reference/payments
 * - webhooks {id, event, data}, `x-notch-signature` = hex HMAC-SHA256 of the raw body with the
 *   webhook hash key, no timestamp (dedupe on the event id): https://developer.notchpay.co/get-started/webhooks/verify
 */
import { assertPaymentId, assertPositiveXaf, findMismatches, parseWholeXaf, toMsisdn } from "./checks";
import { callProvider, type HttpOutcome, isProvenRefusal, pick, pickString, unknownFrom } from "./http";
import type {
  AdapterOptions,
  CallbackRequest,
  CallbackResult,
  Direction,
  ExpectedPayment,
  InitiateResult,
  ListQuery,
  ListResult,
  MoneyRequest,
  Operator,
  PaymentProvider,
  PaymentStatus,
  ProviderTransaction,
  StatusResult,
} from "./provider";

export interface NotchPayConfig extends AdapterOptions {
  /** https://api.notchpay.co (test and live keys share it) or the local simulator. */
  baseUrl: string;
  /** `Authorization` header of every call (pk_test_… or pk_live_…). */
  publicKey: string;
  /** `X-Grant` header of transfer calls. */
  privateKey: string;
  /** Webhook hash key for `x-notch-signature`. */
  hashKey: string;
}

const CHANNEL: Record<Operator, string> = { MTN: "cm.mtn", ORANGE: "cm.orange" };
const PENDING = new Set(["pending", "processing", "incomplete"]);
const FAILED = new Set(["failed", "canceled", "cancelled", "rejected", "abandoned", "expired"]);
const MAX_PAGES = 1000;
const DAY_MS = 86_400_000;

/** Notch Pay's status word -> ours. Anything unrecognised or missing is `unknown`, never `failed`. */
export function mapNotchPayStatus(status: string | null): PaymentStatus {
  if (status === "complete") return "succeeded";
  if (status === "refunded") return "reversed";
  if (status !== null && FAILED.has(status)) return "failed";
  if (status !== null && PENDING.has(status)) return "pending";
  return "unknown";
}

const resource = (direction: Direction) => (direction === "deposit" ? "payments" : "transfers");
const wrapper = (direction: Direction) => (direction === "deposit" ? "transaction" : "transfer");

/** Builds the adapter. Configuration errors throw TypeError at once. */
export function createNotchPayAdapter(config: NotchPayConfig): PaymentProvider {
  if (!config.baseUrl || !config.publicKey || !config.hashKey)
    throw new TypeError("Notch Pay needs a base URL, a public key and a hash key");
  const base = config.baseUrl.replace(/\/+$/, "");
  const headers = (direction: Direction): Record<string, string> => ({
    Authorization: config.publicKey,
    Accept: "application/json",
    "Content-Type": "application/json",
    ...(direction === "payout" ? { "X-Grant": config.privateKey } : {}),
  });
  const post = (direction: Direction, url: string, body: unknown) =>
    callProvider(`${base}${url}`, { method: "POST", headers: headers(direction), body: JSON.stringify(body) }, config);
  const get = (direction: Direction, url: string) => callProvider(`${base}${url}`, { headers: headers(direction) }, config);

  const parse = (direction: Direction, t: unknown, expected?: ExpectedPayment): ProviderTransaction => {
    const id = pickString(t, "merchant_reference") ?? pickString(t, "trxref") ?? pickString(t, "reference") ?? "";
    const ownReference = pickString(t, "reference");
    const amountRaw = pickString(t, "amount");
    const amountXaf = parseWholeXaf(amountRaw);
    const currency = pickString(t, "currency");
    const phone =
      pickString(t, "phone") ??
      pickString(t, "customer", "phone") ??
      pickString(t, "beneficiary", "phone") ??
      pickString(t, "beneficiary", "account_number");
    const providerStatus = pickString(t, "status");
    const status = mapNotchPayStatus(providerStatus);
    return {
      provider: "notchpay",
      direction,
      id,
      status,
      providerStatus,
      // Notch Pay documents no failure code: its final status word is the reason.
      failureCode: status === "failed" ? providerStatus : null,
      failureMessage: null,
      amountXaf,
      amountRaw,
      currency,
      phone,
      providerReference: ownReference !== id ? ownReference : pickString(t, "id"),
      operatorReference: null,
      createdAt: pickString(t, "created_at"),
      mismatches: findMismatches({ amountXaf, amountRaw, currency, phone }, expected),
      raw: t,
    };
  };

  /** One page of the list endpoint; `search` finds a payment by reference. */
  const listPage = async (direction: Direction, params: Record<string, string>): Promise<HttpOutcome> =>
    get(direction, `/${resource(direction)}?${new URLSearchParams({ limit: "100", ...params })}`);

  const getStatus = async (direction: Direction, id: string, expected?: ExpectedPayment): Promise<StatusResult> => {
    const res = await get(direction, `/${resource(direction)}/${encodeURIComponent(id)}`);
    if (res.kind === "failed") return unknownFrom(res);
    if (res.status >= 200 && res.status < 300) {
      const t = pick(res.body, wrapper(direction));
      if (!t || typeof t !== "object") return unknownFrom(res, "no transaction in the answer");
      const transaction = parse(direction, t, expected);
      if (transaction.id !== id) return unknownFrom(res, `status lookup for ${id} answered about "${transaction.id}"`);
      return { outcome: "found", transaction };
    }
    if (res.status !== 404) return unknownFrom(res);
    // A 404 on the reference alone is not proof enough: confirm with a search of the list.
    const search = await listPage(direction, { search: id });
    if (search.kind === "failed" || search.status !== 200) return unknownFrom(search);
    const items = pick(search.body, "items");
    if (!Array.isArray(items)) return unknownFrom(search, "list answer without items");
    const match = items.map((item) => parse(direction, item, expected)).find((tx) => tx.id === id);
    return match
      ? { outcome: "found", transaction: match }
      : { outcome: "not_found", raw: { lookup: res.body, search: search.body } };
  };

  const initiateDeposit = async (request: MoneyRequest, phone: string): Promise<InitiateResult> => {
    const created = await post("deposit", "/payments", {
      amount: request.amountXaf,
      currency: "XAF",
      reference: request.id,
      phone: `+${phone}`,
      description: request.description ?? "LionArt deposit",
    });
    if (created.kind === "failed") return unknownFrom(created);
    const duplicate = created.status === 409;
    if (!duplicate && isProvenRefusal(created.status)) return rejected(created);
    if (!duplicate && (created.status < 200 || created.status >= 300)) return unknownFrom(created);
    const processed = await post("deposit", `/payments/${encodeURIComponent(request.id)}`, {
      channel: CHANNEL[request.operator],
      data: { phone: `+${phone}` },
    });
    if (processed.kind === "failed") return unknownFrom(processed);
    const providerReference = pickString(created.body, "transaction", "reference");
    if (processed.status >= 200 && processed.status < 300) {
      return {
        outcome: "accepted",
        duplicate,
        providerStatus: pickString(processed.body, "transaction", "status"),
        providerReference,
        raw: processed.body,
      };
    }
    // A repeat whose payment was already processed: it exists, the status lookup tells the rest.
    if (duplicate && processed.status < 500) {
      return { outcome: "accepted", duplicate, providerStatus: null, providerReference, raw: processed.body };
    }
    // The payment exists but processing was refused or unanswered: it can only expire at the
    // provider, so it is resolved by status lookups, never failed here.
    return unknownFrom(processed, `payment created, processing answered HTTP ${processed.status}`);
  };

  const initiatePayout = async (request: MoneyRequest, phone: string): Promise<InitiateResult> => {
    const beneficiary = await post("payout", "/beneficiaries", {
      channel: CHANNEL[request.operator],
      name: request.name ?? "LionArt investor",
      account_number: phone,
      phone: `+${phone}`,
      country: "CM",
    });
    if (beneficiary.kind === "failed") return unknownFrom(beneficiary);
    if (isProvenRefusal(beneficiary.status)) return rejected(beneficiary);
    const beneficiaryId = pickString(beneficiary.body, "beneficiary", "id");
    if (beneficiary.status < 200 || beneficiary.status >= 300 || !beneficiaryId) return unknownFrom(beneficiary);
    const transfer = await post("payout", "/transfers", {
      amount: request.amountXaf,
      currency: "XAF",
      channel: CHANNEL[request.operator],
      beneficiary: beneficiaryId,
      description: request.description ?? "LionArt withdrawal",
      reference: request.id,
    });
    if (transfer.kind === "failed") return unknownFrom(transfer);
    if (transfer.status === 409 || (transfer.status >= 200 && transfer.status < 300)) {
      return {
        outcome: "accepted",
        duplicate: transfer.status === 409,
        providerStatus: pickString(transfer.body, "transfer", "status"),
        providerReference: pickString(transfer.body, "transfer", "id"),
        raw: transfer.body,
      };
    }
    if (isProvenRefusal(transfer.status)) return rejected(transfer);
    return unknownFrom(transfer);
  };

  return {
    name: "notchpay",

    async initiate(direction, request) {
      assertPaymentId(request.id);
      assertPositiveXaf(request.amountXaf);
      const phone = toMsisdn(request.phone);
      return direction === "deposit" ? initiateDeposit(request, phone) : initiatePayout(request, phone);
    },

    getStatus,

    async verifyCallback(request: CallbackRequest): Promise<CallbackResult> {
      const signature = request.headers.get("x-notch-signature");
      if (!signature) return { outcome: "refused", reason: "missing_signature", detail: "x-notch-signature is required" };
      if (!(await hmacMatches(config.hashKey, request.body, signature))) {
        return { outcome: "refused", reason: "bad_signature", detail: "x-notch-signature does not match the body" };
      }
      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder().decode(request.body));
      } catch {
        return { outcome: "refused", reason: "malformed_body", detail: "body is not JSON" };
      }
      const eventType = pickString(body, "event");
      if (!eventType) return { outcome: "refused", reason: "malformed_body", detail: "no event type" };
      const direction: Direction | null = eventType.startsWith("payment.")
        ? "deposit"
        : eventType.startsWith("transfer.")
          ? "payout"
          : null;
      const transaction = direction ? parse(direction, pick(body, "data")) : null;
      const eventId = pickString(body, "id") ?? `${eventType}:${transaction?.id}:${transaction?.providerStatus}`;
      return { outcome: "verified", eventId: `notchpay:${eventId}`, eventType, transaction };
    },

    /**
     * Notch Pay lists payments and transfers by creation date (whole days, YYYY-MM-DD, time zone
     * undocumented): we ask for one day more on each side, page through all of it and keep
     * what was created in [from, to). Payments made outside this app on the account appear too.
     */
    async listTransactions(query: ListQuery): Promise<ListResult> {
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const params = { date_start: day(query.from.getTime() - DAY_MS), date_end: day(query.to.getTime() + DAY_MS) };
      const transactions: ProviderTransaction[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const res = await listPage(query.direction, { ...params, page: String(page) });
        if (res.kind === "failed" || res.status !== 200) return unknownFrom(res);
        const items = pick(res.body, "items");
        if (!Array.isArray(items)) return unknownFrom(res, "list answer without items");
        for (const item of items) {
          const tx = parse(query.direction, item);
          const created = tx.createdAt ? Date.parse(tx.createdAt) : Number.NaN;
          if (Number.isNaN(created) || (created >= query.from.getTime() && created < query.to.getTime())) transactions.push(tx);
        }
        const last = Number(pick(res.body, "last_page") ?? page);
        if (items.length === 0 || !(page < last)) {
          return { outcome: "listed", coverage: "provider_list", transactions, notFoundIds: [], unresolvedIds: [] };
        }
      }
      return { outcome: "unknown", reason: "unexpected_response", httpStatus: 200, detail: `more than ${MAX_PAGES} pages` };
    },

    async availability() {
      // Notch Pay publishes no operator availability.
      return { outcome: "unsupported" };
    },
  };
}

function rejected(res: Extract<HttpOutcome, { kind: "response" }>): InitiateResult {
  const message = pickString(res.body, "message");
  return {
    outcome: "rejected",
    failureCode: `HTTP_${res.status}`,
    failureMessage: message,
    httpStatus: res.status,
    raw: res.body,
  };
}

/** Constant-time check of a hex HMAC-SHA256 of `body` (WebCrypto verify compares in constant time). */
async function hmacMatches(hashKey: string, body: Uint8Array, signatureHex: string): Promise<boolean> {
  if (!/^[0-9a-fA-F]{64}$/.test(signatureHex)) return false;
  const signature = new Uint8Array(signatureHex.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? []);
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(hashKey), { name: "HMAC", hash: "SHA-256" }, false, [
    "verify",
  ]);
  return crypto.subtle.verify("HMAC", key, signature as BufferSource, body as BufferSource);
}
