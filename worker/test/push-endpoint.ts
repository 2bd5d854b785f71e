/**
 * A local push service for tests: it plays the browser (creates subscriptions with a
 * fresh P-256 key pair and auth secret, as `PushManager.subscribe` does) and the browser
 * vendor's push service (accepts `POST /push/:id`, checks TTL, Content-Encoding and the
 * VAPID JWT, decrypts the aes128gcm body and records the plaintext). A subscription can
 * be told to answer 410 (gone), 500 (fail) or never (hang).
 *
 * In-process (worker tests, in workerd): `const push = new LocalPushService()`, then
 * `sendPush(await push.subscribe(), payload, vapid, { fetch: push.fetch })` and
 * `push.received()`. Endpoints are `https://push.test/push/<id>`.
 *
 * As a server (Playwright): `node worker/test/push-endpoint-server.mjs` serves `app` over
 * http; the control routes below let a test create subscriptions and read messages.
 *
 * HTTP routes:
 * - `POST /subscriptions` `{ applicationServerKey? }` -> 201 `{ id, endpoint, keys: { p256dh, auth } }`.
 *   With a key, pushes signed by any other VAPID key get 403 (RFC 8292 section 4.2).
 * - `PUT /subscriptions/:id/mode` `{ mode: "accept" | "gone" | "fail" | "hang" }` -> 204.
 * - `GET /subscriptions/:id/messages` and `GET /messages` -> `ReceivedPush[]`, oldest first.
 * - `POST /push/:id` the push resource (RFC 8030 section 5): 201, or 400 (no TTL),
 *   401 (VAPID missing or invalid), 403 (wrong key), 404 (unknown), 410 (gone),
 *   413 (over 4,096 bytes), 415 (not aes128gcm), 500 (fail mode).
 */
import { Hono } from "hono";
import { uint8ArrayToBase64 } from "uint8array-extras";
import { decryptPushText, type VapidClaims, verifyVapid } from "./web-push-decrypt";

export type SubscriptionMode = "accept" | "gone" | "fail" | "hang";

export interface LocalSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted body, as the service worker's `event.data.text()` would see it. */
  text: string;
  ttl: number;
  urgency: string | null;
  /** The VAPID JWT's claims and public key, already verified. */
  claims: VapidClaims;
  vapidPublicKey: string;
  receivedAt: number;
}

interface Entry extends LocalSubscription {
  privateKey: CryptoKey;
  publicKey: Uint8Array<ArrayBuffer>;
  authSecret: Uint8Array<ArrayBuffer>;
  applicationServerKey?: string;
  mode: SubscriptionMode;
}

const b64 = (bytes: Uint8Array) => uint8ArrayToBase64(bytes, { urlSafe: true });
const MAX_BODY_BYTES = 4096;

export class LocalPushService {
  readonly app = new Hono();
  private readonly subscriptions = new Map<string, Entry>();
  private readonly log: ReceivedPush[] = [];

  /**
   * @param origin the origin endpoints are given under (and VAPID `aud` must equal);
   *   https, as real push services and `sendPush` require.
   * @param hangMs how long a `hang` subscription holds a request that is not aborted.
   */
  constructor(
    readonly origin = "https://push.test",
    private readonly hangMs = 60_000,
  ) {
    this.app.post("/subscriptions", async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { applicationServerKey?: unknown };
      const key = typeof body.applicationServerKey === "string" ? body.applicationServerKey : undefined;
      return c.json(await this.subscribe({ applicationServerKey: key }), 201);
    });
    this.app.put("/subscriptions/:id/mode", async (c) => {
      const { mode } = (await c.req.json().catch(() => ({}))) as { mode?: SubscriptionMode };
      if (!this.subscriptions.has(c.req.param("id"))) return c.body(null, 404);
      if (!mode || !["accept", "gone", "fail", "hang"].includes(mode)) return c.body(null, 400);
      this.setMode(c.req.param("id"), mode);
      return c.body(null, 204);
    });
    this.app.get("/subscriptions/:id/messages", (c) => c.json(this.received(c.req.param("id"))));
    this.app.get("/messages", (c) => c.json(this.received()));
    this.app.post("/push/:id", (c) => this.receive(c.req.param("id"), c.req.raw));
  }

  /** Routes a request to `app`, like a network would: pass as `sendPush`'s `fetch`. */
  readonly fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(this.app.fetch(new Request(input, init)))) as typeof fetch;

  /** Creates a subscription as a browser does (key pair and auth secret are fresh and random). */
  async subscribe({ applicationServerKey }: { applicationServerKey?: string } = {}): Promise<LocalSubscription> {
    const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, false, ["deriveBits"])) as CryptoKeyPair;
    const publicKey = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
    const authSecret = crypto.getRandomValues(new Uint8Array(16));
    const id = b64(crypto.getRandomValues(new Uint8Array(18)));
    const entry: Entry = {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: b64(publicKey), auth: b64(authSecret) },
      privateKey: pair.privateKey,
      publicKey,
      authSecret,
      applicationServerKey,
      mode: "accept",
    };
    this.subscriptions.set(id, entry);
    return { id, endpoint: entry.endpoint, keys: entry.keys };
  }

  setMode(id: string, mode: SubscriptionMode): void {
    const entry = this.subscriptions.get(id);
    if (!entry) throw new Error(`no subscription ${id}`);
    entry.mode = mode;
  }

  /** Messages received and decrypted, oldest first; for one subscription when `id` is given. */
  received(id?: string): ReceivedPush[] {
    return this.log.filter((m) => id === undefined || m.subscriptionId === id);
  }

  private async receive(id: string, req: Request): Promise<Response> {
    const entry = this.subscriptions.get(id);
    if (!entry) return new Response(null, { status: 404 });
    if (entry.mode === "gone") return new Response(null, { status: 410 });
    if (entry.mode === "fail") return new Response(null, { status: 500 });
    if (entry.mode === "hang") {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.hangMs);
        req.signal?.addEventListener("abort", () => {
          clearTimeout(timer);
          resolve();
        });
      });
      return new Response(null, { status: 504 });
    }
    const ttl = Number(req.headers.get("TTL"));
    if (req.headers.get("TTL") === null || !Number.isInteger(ttl) || ttl < 0)
      return new Response("TTL required", { status: 400 });
    const vapid = await verifyVapid(req.headers.get("Authorization"), this.origin);
    if (!vapid.ok) return new Response(vapid.problem, { status: 401 });
    if (entry.applicationServerKey && vapid.publicKey !== entry.applicationServerKey) {
      return new Response("VAPID key is not the subscription's applicationServerKey", { status: 403 });
    }
    if (req.headers.get("Content-Encoding") !== "aes128gcm") return new Response("aes128gcm only", { status: 415 });
    const body = new Uint8Array(await req.arrayBuffer());
    if (body.length > MAX_BODY_BYTES) return new Response(null, { status: 413 });
    let text: string;
    try {
      text = await decryptPushText(body, entry);
    } catch (error) {
      return new Response(`cannot decrypt: ${(error as Error).message}`, { status: 400 });
    }
    this.log.push({
      subscriptionId: id,
      text,
      ttl,
      urgency: req.headers.get("Urgency"),
      claims: vapid.claims,
      vapidPublicKey: vapid.publicKey,
      receivedAt: Date.now(),
    });
    return new Response(null, { status: 201, headers: { Location: `${this.origin}/message/${this.log.length}` } });
  }
}
