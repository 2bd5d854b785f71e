/**
 * Investor sign-in, registration, sign-out, current user and password change
 * (spec sections 5 and 7; decisions.md sections 1 and 3).
 */
import { Hono } from "hono";
import { changePasswordInput, loginInput, registerInput } from "@app/schema/contracts/auth";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { clientAddress } from "../lib/client";
import { requireUserEvenWithTemporaryPassword } from "../middleware/auth";
import { endSession, readSession, startSession } from "../services/sessions";
import { claimAttempt, withSignInLimits } from "../services/rate-limit";
import { authenticateUser, changePassword, registerUser, toAuthUser } from "../services/users";

export const authRoutes = new Hono<AppBindings>()
  .post("/register", validate("json", registerInput), async (c) => {
    const input = c.req.valid("json");
    const limits = [
      { key: `register:${input.phone}`, max: 5 },
      { key: `register-ip:${clientAddress(c)}`, max: 20 },
    ];
    // Every attempt counts, successful or not; counted atomically, so racing ones cannot pass together.
    await claimAttempt(c.env.DB, limits);
    const user = await registerUser(c.env.DB, input);
    await startSession(c, "user", user.id, user.session_epoch);
    return c.json({ user: toAuthUser(user) }, 201);
  })
  .post("/login", validate("json", loginInput), async (c) => {
    const { phone, password } = c.req.valid("json");
    const user = await withSignInLimits(c, "user", `phone:${phone}`, () => authenticateUser(c.env.DB, phone, password));
    await startSession(c, "user", user.id, user.session_epoch);
    return c.json({ user: toAuthUser(user) });
  })
  .post("/logout", async (c) => {
    const session = await readSession(c, "user");
    await endSession(c, "user", session ?? undefined);
    return c.json({ ok: true });
  })
  .get("/user", requireUserEvenWithTemporaryPassword, (c) => c.json(toAuthUser(c.var.user!)))
  .post("/password", requireUserEvenWithTemporaryPassword, validate("json", changePasswordInput), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    // Throttled like a sign-in, so a session cannot be used to guess the password (AUTH-11).
    const epoch = await withSignInLimits(c, "user", `phone:${c.var.user!.phone}`, () =>
      changePassword(c.env.DB, c.var.user!, currentPassword, newPassword),
    );
    await endSession(c, "user", c.var.userSession);
    await startSession(c, "user", c.var.user!.id, epoch);
    return c.json({ ok: true });
  });
