/**
 * Sessions of both kinds (docs/product-rules.md#sign-in, #sessions): the investor's
 * registration, sign-in, sign-out, current user and password change; the staff's sign-in,
 * sign-out and current admin.
 */
import { adminLoginInput, changePasswordInput, loginInput, registerInput } from "@app/schema/contracts/auth";
import { clientAddress } from "../lib/client";
import { validate } from "../lib/validate";
import { adminRoutes, publicRoutes, temporaryPasswordRoutes } from "../middleware/auth";
import { auditStatement, authenticateAdmin } from "../services/admins";
import { claimAttempt } from "../services/rate-limit";
import { withSignInLimits } from "../lib/sign-in-limits";
import { endSession, readSession, startSession } from "../lib/sessions";
import { authenticateUser, changePassword, registerUser, toAuthUser } from "../services/users";

/** Mounted at `/api/auth`. */
export const authRoutes = publicRoutes()
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
  .route(
    "/",
    temporaryPasswordRoutes()
      .get("/user", (c) => c.json(toAuthUser(c.var.user)))
      .post("/password", validate("json", changePasswordInput), async (c) => {
        const { currentPassword, newPassword } = c.req.valid("json");
        const user = c.var.user;
        // Throttled like a sign-in, so a session cannot be used to guess the password (AUTH-11).
        const epoch = await withSignInLimits(c, "user", `phone:${user.phone}`, () =>
          changePassword(c.env.DB, user, currentPassword, newPassword),
        );
        await endSession(c, "user", c.var.userSession);
        await startSession(c, "user", user.id, epoch);
        return c.json({ ok: true });
      }),
  );

/** Mounted at `/api/admin`. */
export const adminAuthRoutes = publicRoutes()
  .post("/login", validate("json", adminLoginInput), async (c) => {
    const { username, password } = c.req.valid("json");
    const admin = await withSignInLimits(c, "admin", `admin:${username}`, () => authenticateAdmin(c.env, username, password));
    await startSession(c, "admin", admin.id, admin.session_epoch);
    await auditStatement(c.env.DB, admin, "admin.login").run();
    return c.json({ admin: { id: admin.id, username: admin.username } });
  })
  .post("/logout", async (c) => {
    const session = await readSession(c, "admin");
    await endSession(c, "admin", session ?? undefined);
    return c.json({ ok: true });
  })
  .route(
    "/",
    adminRoutes().get("/me", (c) => c.json({ id: c.var.admin.id, username: c.var.admin.username })),
  );
