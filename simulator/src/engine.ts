/**
 * The simulator's state machine: payments move submitted -> final on a controllable clock, and
 * each final status sends a signed callback to the app (retried for 15 simulated minutes while
 * the app does not answer 2xx, like pawaPay). Time moves only through `advance` with the
 * manual clock (tests never sleep); the wall clock follows real time plus what was advanced.
 */
import {
  type Behaviour,
  DEFAULT_COMPLETE_AFTER_SECONDS,
  LATE_SUCCESS_SECONDS,
  type Rule,
  type SimDirection,
  type SimPayment,
  type SimProvider,
  TEST_NUMBERS,
} from "./model";
import type { CallbackSigner } from "./signing";
import { notchpayView, pawapayView } from "./views";
import { phoneDigits } from "@app/schema/phone";

export type Deliver = (request: Request) => Promise<Response>;

export interface Delivery {
  provider: SimProvider;
  paymentId: string;
  url: string;
  body: string;
  headers: Record<string, string>;
  firstAttemptAt: number | null;
  lastAttemptAt: number | null;
  /** HTTP statuses answered by the app (0: no answer). */
  answers: number[];
  delivered: boolean;
  inFlight: boolean;
}

const RETRY_EVERY_MS = 30_000;
const RETRY_FOR_MS = 15 * 60_000;

export class Engine {
  readonly payments = new Map<string, SimPayment>();
  readonly deliveries: Delivery[] = [];
  readonly availability = new Map<string, string>();
  private rules: Rule[] = [];
  private offsetMs = 0;
  private readonly startMs = Date.now();

  constructor(
    private readonly options: {
      clock: "manual" | "wall";
      callbackBaseUrl: string;
      deliver: Deliver;
      signer: CallbackSigner;
    },
  ) {}

  /** Simulated time, ms since epoch. */
  now(): number {
    return (this.options.clock === "manual" ? this.startMs : Date.now()) + this.offsetMs;
  }

  /** Moves simulated time forward, then settles and delivers what became due. */
  async advance(seconds: number): Promise<void> {
    this.offsetMs += Math.max(0, seconds) * 1000;
    await this.tick();
  }

  addRule(rule: Rule): void {
    this.rules.unshift(rule);
  }

  /** Sets a pawaPay provider's status for one operation; enqueued payouts proceed when it is OPERATIONAL again. */
  setAvailability(provider: string, operationType: string, status: string): void {
    this.availability.set(`${provider}:${operationType}`, status);
    if (status !== "OPERATIONAL" || operationType !== "PAYOUT") return;
    for (const p of this.payments.values()) {
      if (p.enqueued && p.operator === provider) {
        p.enqueued = false;
        this.submit(p);
      }
    }
  }

  clearRules(): void {
    this.rules = [];
  }

  /** Forgets payments, callbacks, rules and availability (the clock keeps its time). */
  reset(): void {
    this.payments.clear();
    this.deliveries.length = 0;
    this.availability.clear();
    this.rules = [];
  }

  key = (provider: SimProvider, direction: SimDirection, id: string) => `${provider}:${direction}:${id}`;

  find(provider: SimProvider, direction: SimDirection, reference: string): SimPayment | undefined {
    const direct = this.payments.get(this.key(provider, direction, reference));
    if (direct) return direct;
    for (const p of this.payments.values()) {
      if (p.provider === provider && p.direction === direction && p.providerReference === reference) return p;
    }
    return undefined;
  }

  /** The behaviour for a new payment: the newest matching rule, else the test number, else success. */
  behaviourFor(provider: SimProvider, direction: SimDirection, phone: string, id: string): Behaviour {
    const national = phoneDigits(phone);
    const rule = this.rules.find(
      (r) =>
        (r.uses === undefined || r.uses > 0) &&
        (r.match.phone === undefined || phoneDigits(r.match.phone) === national) &&
        (r.match.id === undefined || r.match.id === id) &&
        (r.match.provider === undefined || r.match.provider === provider) &&
        (r.match.direction === undefined || r.match.direction === direction),
    );
    if (rule) {
      if (rule.uses !== undefined) rule.uses -= 1;
      return rule.behaviour;
    }
    return TEST_NUMBERS.find((t) => t.phone === national && t.direction === direction)?.behaviour ?? {};
  }

  /** Stores a payment; `submitted` ones get their final time from the behaviour. */
  create(payment: Omit<SimPayment, "createdAt" | "finalAt" | "failureCode" | "operatorReference">): SimPayment {
    const p: SimPayment = {
      ...payment,
      createdAt: this.now(),
      finalAt: null,
      failureCode: null,
      operatorReference: `MP${this.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`,
    };
    if (p.stage === "submitted") this.submit(p);
    this.payments.set(this.key(p.provider, p.direction, p.id), p);
    return p;
  }

  /** Starts processing: decides when the payment turns final. */
  submit(p: SimPayment): void {
    const b = p.behaviour;
    p.stage = "submitted";
    if (b.pendingForever) return;
    const seconds = b.callbackBeforeResponse
      ? 0
      : b.lateSuccess
        ? LATE_SUCCESS_SECONDS
        : (b.completeAfterSeconds ?? DEFAULT_COMPLETE_AFTER_SECONDS);
    p.finalAt = this.now() + seconds * 1000;
  }

  /** Turns every due payment final and queues its callbacks. Synchronous: status lookups call it. */
  settle(): void {
    for (const p of this.payments.values()) {
      if (p.stage !== "submitted" || p.finalAt === null || p.finalAt > this.now()) continue;
      p.stage = "final";
      p.failureCode = p.behaviour.lateSuccess ? null : (p.behaviour.failureCode ?? null);
      if (p.behaviour.callback !== false) void this.queueCallback(p, p.behaviour.duplicateCallback ? 2 : 1);
    }
  }

  /** Settles, then delivers every due callback (in order). */
  async tick(): Promise<void> {
    this.settle();
    await this.pendingQueue;
    for (const d of this.deliveries) {
      if (d.delivered || d.inFlight) continue;
      const due = d.lastAttemptAt === null || this.now() - d.lastAttemptAt >= RETRY_EVERY_MS;
      const expired = d.firstAttemptAt !== null && this.now() - d.firstAttemptAt > RETRY_FOR_MS;
      if (due && !expired) await this.attempt(d);
    }
  }

  /** Re-sends the final-status callback (pawaPay resend-callback). */
  async resend(p: SimPayment): Promise<void> {
    await this.queueCallback(p, 1);
    await this.tick();
  }

  /** A pawaPay-shaped or Notch Pay-shaped view of the payment, as status lookups and callbacks show it. */
  view(p: SimPayment): Record<string, unknown> {
    return p.provider === "pawapay" ? pawapayView(p) : notchpayView(p);
  }

  private pendingQueue: Promise<void> = Promise.resolve();

  private queueCallback(p: SimPayment, copies: number): Promise<void> {
    this.pendingQueue = this.pendingQueue.then(async () => {
      const url = `${this.options.callbackBaseUrl.replace(/\/+$/, "")}/${p.provider}/callback`;
      const body = JSON.stringify(p.provider === "pawapay" ? pawapayView(p) : this.notchpayEvent(p));
      const headers =
        p.provider === "pawapay"
          ? await this.options.signer.pawapayHeaders(url, body, {
              foreignKey: p.behaviour.badSignature,
              stale: p.behaviour.staleSignature,
            })
          : await this.options.signer.notchpayHeaders(body, { wrongKey: p.behaviour.badSignature });
      for (let i = 0; i < copies; i++) {
        this.deliveries.push({
          provider: p.provider,
          paymentId: p.id,
          url,
          body,
          headers,
          firstAttemptAt: null,
          lastAttemptAt: null,
          answers: [],
          delivered: false,
          inFlight: false,
        });
      }
    });
    return this.pendingQueue;
  }

  private notchpayEvent(p: SimPayment): Record<string, unknown> {
    const data = notchpayView(p);
    const kind = p.direction === "deposit" ? "payment" : "transfer";
    return { id: `evt_${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`, event: `${kind}.${data.status}`, data };
  }

  private async attempt(d: Delivery): Promise<void> {
    d.inFlight = true;
    d.firstAttemptAt ??= this.now();
    d.lastAttemptAt = this.now();
    try {
      const res = await this.options.deliver(new Request(d.url, { method: "POST", headers: d.headers, body: d.body }));
      d.answers.push(res.status);
      d.delivered = res.status >= 200 && res.status < 300;
      await res.body?.cancel();
    } catch {
      d.answers.push(0);
    } finally {
      d.inFlight = false;
    }
  }
}
