/**
 * Sessions of both kinds (docs/product-rules.md#sign-in, #sessions): the investor's
 * registration, sign-in, sign-out, current user and password change; the staff's sign-in,
 * sign-out and current admin.
 */
import type { Context } from "hono";
import { totpConfirmInput, totpLoginInput } from "@app/schema/contracts/admins";
import { adminLoginInput, changePasswordInput, loginInput, registerInput } from "@app/schema/contracts/auth";
import type { AppBindings } from "../env";
import { ApiError } from "../lib/api-error";
import { clientAddressKey, clientAddressLimits } from "../lib/client";
import { validate } from "../lib/validate";
import { adminRoutes, publicRoutes, temporaryPasswordRoutes } from "../middleware/auth";
import {
  type AdminRow,
  type AdminSessionStage,
  authenticateAdmin,
  findAdminForSession,
  recordAdminSession,
  revokeAdminSessionsStatement,
  stageAfterPassword,
  toAdminMe,
} from "../services/admins/accounts";
import { auditStatement } from "../services/admins/audit-log";
import { beginTotpEnrolment, confirmTotpEnrolment, verifySecondFactor } from "../services/admins/second-factor";
import { claimAttempt, forgetAttempt } from "../services/auth/sign-in-rate-limit";
import { anyDeviceOf, issueDeviceCookie } from "../lib/device-cookies";
import { recordRegistration } from "../services/flags/registrations";
import { inHashLane } from "../lib/hash-gate";
import { withSignInLimits } from "../lib/sign-in-limits";
import { endSession, readSession, startSession } from "../lib/sessions";
import { authenticateUser, changePassword, registerUser, toAuthUser } from "../services/users/accounts";

/** Registrations per address (or IPv6 /64) and per IPv6 /48 in 15 minutes (docs/product-rules.md#rate-limits, AUTH-12). */
const MAX_REGISTRATIONS_PER_ADDRESS = 20;
const MAX_REGISTRATIONS_PER_WIDE_ADDRESS = 25;

/** Mounted at `/api/auth`. */
export const authRoutes = publicRoutes()
  .post("/register", validate("json", registerInput), async (c) => {
    const input = c.req.valid("json");
    const limits = [
      { key: `register:${input.phone}`, max: 5 },
      ...clientAddressLimits(c, "register-ip", MAX_REGISTRATIONS_PER_ADDRESS, MAX_REGISTRATIONS_PER_WIDE_ADDRESS),
    ];
    // Every attempt counts, successful or not; counted atomically, so racing ones cannot pass together.
    // Checked before any hashing, like every cheap check of registerUser.
    const claimed = await claimAttempt(c.env.DB, limits);
    // Registrations hash in their own reserved slots (lib/hash-gate.ts).
    const user = await inHashLane("registration", () => registerUser(c.env.DB, input)).catch(async (err) => {
      // Refused for load (503 server_busy): not an attempt on the phone, but still one from the address.
      if (err instanceof ApiError && err.code === "server_busy") await forgetAttempt(c.env.DB, claimed.slice(0, 1));
      throw err;
    });
    // The browser that registered is the account's own device, as after a sign-in (AUTH-11).
    // The browser keeps its device key across the accounts it registers (AML-4).
    const device = await issueDeviceCookie(c, "user", `phone:${user.phone}`, await anyDeviceOf(c, "user"));
    // Where it registered from, and the flag when too many did in a day (docs/product-rules.md#aml-flags, AML-4).
    await recordRegistration(c.env.DB, { userId: user.id, addressKey: clientAddressKey(c), deviceKey: device });
    await startSession(c, "user", user.id, user.session_epoch);
    return c.json({ user: toAuthUser(user) }, 201);
  })
  .post("/login", validate("json", loginInput), async (c) => {
    const { phone, password, turnstileToken } = c.req.valid("json");
    const user = await withSignInLimits(
      c,
      "user",
      `phone:${phone}`,
      () => authenticateUser(c.env.DB, phone, password),
      undefined,
      { token: turnstileToken },
    );
    await startSession(c, "user", user.id, user.session_epoch);
    return c.json({ user: toAuthUser(user) });
  })
  .post("/logout", async (c) => {
    const session = await readSession(c, "user");
    await endSession(c, "user", session ?? undefined);
    return c.json({ ok: true });
  })
  .route(
    "/",
    temporaryPasswordRoutes()
      .get("/user", (c) => c.json(toAuthUser(c.var.user)))
      .post("/password", validate("json", changePasswordInput), async (c) => {
        const { currentPassword, newPassword } = c.req.valid("json");
        const user = c.var.user;
        // Throttled like a sign-in, so a session cannot be used to guess the password, but on
        // the session's own failures only: others' failed sign-ins never limit it (AUTH-11).
        const epoch = await withSignInLimits(
          c,
          "user",
          `phone:${user.phone}`,
          () => changePassword(c.env.DB, user, currentPassword, newPassword),
          undefined,
          undefined,
          `password-change:${c.var.userSession.idHash}`,
        );
        await endSession(c, "user", c.var.userSession);
        await startSession(c, "user", user.id, epoch);
        return c.json({ ok: true });
      }),
  );

/** Starts an admin session of `stage` (cookie, KV and its D1 row). */
async function startAdminSession<E extends AppBindings>(c: Context<E>, admin: AdminRow, stage: AdminSessionStage): Promise<void> {
  const idHash = await startSession(c, "admin", admin.id, admin.session_epoch);
  await recordAdminSession(c.env.DB, admin.id, idHash, stage);
}

/**
 * Mounted at `/api/admin`: the staff's sign-in in two steps (password, then a TOTP code or a
 * recovery code), sign-out, and the signed-in admin's own profile: the second factor's
 * enrolment and 'Sign out everywhere' (docs/product-rules.md#admin-roles, #admin-sessions).
 */
export const adminAuthRoutes = publicRoutes()
  .post("/login", validate("json", adminLoginInput), async (c) => {
    const { username, password, turnstileToken } = c.req.valid("json");
    const admin = await withSignInLimits(
      c,
      "admin",
      // One count per account, whatever the case it is typed in.
      `admin:${username.toLowerCase()}`,
      () => authenticateAdmin(c.env, username, password),
      undefined,
      { token: turnstileToken },
    );
    const stage = stageAfterPassword(c.env, admin);
    await startAdminSession(c, admin, stage);
    if (stage === "totp") return c.json({ totpRequired: true as const });
    await auditStatement(c.env.DB, admin, "admin.login").run();
    return c.json({ admin: toAdminMe(c.env, admin, stage) });
  })
  .post("/login/totp", validate("json", totpLoginInput), async (c) => {
    const session = await readSession(c, "admin");
    const found = session && (await findAdminForSession(c.env.DB, session.sub, session.epoch, session.idHash));
    if (!session || !found || found.stage !== "totp") {
      throw new ApiError("not_signed_in", "Please sign in with your password first.");
    }
    const { admin } = found;
    const secondFactor = await withSignInLimits(
      c,
      "admin",
      `admin:${admin.username}`,
      () => verifySecondFactor(c.env.DB, admin, c.req.valid("json"), c.env.TOTP_ENCRYPTION_KEY),
      ["invalid_totp"],
    );
    // A new id for the signed-in session; the pending one ends.
    await endSession(c, "admin", session);
    await startAdminSession(c, admin, "full");
    await auditStatement(c.env.DB, admin, "admin.login", undefined, { secondFactor }).run();
    return c.json({ admin: toAdminMe(c.env, admin, "full") });
  })
  .post("/logout", async (c) => {
    const session = await readSession(c, "admin");
    await endSession(c, "admin", session ?? undefined);
    return c.json({ ok: true });
  })
  .route(
    "/",
    adminRoutes()
      .get("/me", (c) => c.json(toAdminMe(c.env, c.var.admin, c.var.adminStage)))
      .post("/me/totp", async (c) => c.json(await beginTotpEnrolment(c.env.DB, c.var.admin, c.env.TOTP_ENCRYPTION_KEY)))
      .post("/me/totp/confirm", validate("json", totpConfirmInput), async (c) => {
        const { admin } = c.var;
        const recoveryCodes = await withSignInLimits(
          c,
          "admin",
          `admin:${admin.username}`,
          () => confirmTotpEnrolment(c.env.DB, admin, c.req.valid("json").code, c.env.TOTP_ENCRYPTION_KEY),
          ["invalid_totp"],
        );
        // The session gains every route its role allows: under a new id.
        await endSession(c, "admin", c.var.adminSession);
        const enrolled = (await c.env.DB.prepare("SELECT * FROM admins WHERE id = ?").bind(admin.id).first<AdminRow>())!;
        await startAdminSession(c, enrolled, "full");
        return c.json({ recoveryCodes, admin: toAdminMe(c.env, enrolled, "full") });
      })
      .post("/me/sessions/revoke", async (c) => {
        const { admin } = c.var;
        await c.env.DB.batch([
          revokeAdminSessionsStatement(c.env.DB, admin.id),
          auditStatement(c.env.DB, admin, "admin.sessions_revoke", { type: "admin", id: admin.id }),
        ]);
        await endSession(c, "admin", c.var.adminSession);
        return c.json({ ok: true });
      }),
  );
