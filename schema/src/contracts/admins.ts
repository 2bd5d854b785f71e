/**
 * Staff accounts, roles and the second factor (docs/product-rules.md#admin-roles,
 * docs/decisions/0026-admin-roles-and-totp.md): the contracts of `/api/admin/admins`,
 * `/api/admin/me` and the TOTP sign-in, and the one table that says which role may call
 * which admin route. The worker's admin guard enforces the table; the panel reads it to
 * show only the pages a role can use.
 */
import { z } from "zod/mini";
import type { ApprovalKind } from "./approvals";
import { ADMIN_PASSWORD_MIN_LENGTH } from "../limits";
import { passwordSchema } from "./auth";

export const ADMIN_ROLES = ["owner", "finance", "support"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Letters, digits, dot, hyphen, underscore; 3 to 32 characters. */
export const ADMIN_USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;

const roleSchema = z.enum(ADMIN_ROLES, "Role must be owner, finance or support");

/** POST /api/admin/admins. */
export const createAdminInput = z.object({
  username: z
    .string()
    .check(z.trim(), z.regex(ADMIN_USERNAME_PATTERN, "Username must be 3 to 32 letters, digits, dots, hyphens or underscores")),
  password: passwordSchema.check(
    z.minLength(ADMIN_PASSWORD_MIN_LENGTH, `An admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`),
  ),
  role: roleSchema,
});
export type CreateAdminInput = z.infer<typeof createAdminInput>;

/** PATCH /api/admin/admins/{id}: a new role, or disabled true (signs the admin out) / false. */
export const updateAdminInput = z
  .object({
    role: z.optional(roleSchema),
    disabled: z.optional(z.boolean("Disabled must be true or false")),
  })
  .check(
    z.refine((v) => v.role !== undefined || v.disabled !== undefined, {
      message: "Give a role or disabled",
      path: ["role"],
    }),
  );
export type UpdateAdminInput = z.infer<typeof updateAdminInput>;

/** POST /api/admin/login/totp: a 6-digit code from the app, or one recovery code. */
export const totpLoginInput = z
  .object({
    code: z.optional(z.string().check(z.trim(), z.regex(/^\d{3} ?\d{3}$/, "The code is 6 digits"))),
    recoveryCode: z.optional(
      z.string().check(z.trim(), z.minLength(16, "Recovery code is too short"), z.maxLength(32, "Recovery code is too long")),
    ),
  })
  .check(
    z.refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
      message: "Give the 6-digit code or a recovery code",
      path: ["code"],
    }),
  );
export type TotpLoginInput = z.infer<typeof totpLoginInput>;

/** POST /api/admin/me/totp/confirm. */
export const totpConfirmInput = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{3} ?\d{3}$/, "The code is 6 digits")),
});
export type TotpConfirmInput = z.infer<typeof totpConfirmInput>;

/** A row of GET /api/admin/admins. Never a password hash or TOTP secret. */
export interface AdminAccountView {
  id: number;
  username: string;
  role: AdminRole;
  disabled: boolean;
  totpEnrolled: boolean;
  createdAt: string;
  updatedAt: string | null;
}

/** GET /api/admin/me, and the `admin` of a completed sign-in. */
export interface AdminMe {
  id: number;
  username: string;
  role: AdminRole;
  totpEnrolled: boolean;
  /** The session may only enrol a second factor (403 `totp_enrollment_required` elsewhere). */
  enrolmentRequired: boolean;
  /** The configured admin in development, signed in without a second factor: the panel says so. */
  developmentSkip: boolean;
}

/** POST /api/admin/login: signed in, or the password was right and a TOTP code is next. */
export type AdminLoginResult = { admin: AdminMe } | { totpRequired: true };

/** POST /api/admin/me/totp. Shown once; the secret is never sent again after confirmation. */
export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
}

/** POST /api/admin/me/totp/confirm: ten single-use codes, shown once. */
export interface TotpConfirmation {
  recoveryCodes: string[];
  admin: AdminMe;
}

/**
 * Who may call each admin route, by `METHOD path` as the router names it. Every admin route
 * must be listed (a worker test checks); an unlisted one is refused to every role. `"any"`
 * is every signed-in admin; `enrol: true` marks the routes an admin may reach before
 * enrolling a second factor. docs/product-rules.md#admin-roles has this table in words.
 */
export const ADMIN_ROUTE_ROLES: Record<string, { roles: readonly AdminRole[] | "any"; enrol?: true }> = {
  // Oneself: profile, second factor, sessions.
  "GET /api/admin/me": { roles: "any", enrol: true },
  "POST /api/admin/me/totp": { roles: "any", enrol: true },
  "POST /api/admin/me/totp/confirm": { roles: "any", enrol: true },
  "POST /api/admin/me/sessions/revoke": { roles: "any", enrol: true },
  // Reading: every role sees the operator's figures and lists.
  "GET /api/admin/stats": { roles: "any" },
  "GET /api/admin/users": { roles: "any" },
  "GET /api/admin/users/:id/overview": { roles: "any" },
  "GET /api/admin/search": { roles: "any" },
  "GET /api/admin/audit-log": { roles: "any" },
  "GET /api/admin/deposit-status": { roles: "any" },
  "GET /api/admin/withdrawal-status": { roles: "any" },
  "GET /api/admin/deposit-verifications": { roles: "any" },
  "GET /api/admin/withdrawals": { roles: "any" },
  "GET /api/admin/investments": { roles: "any" },
  "GET /api/admin/investment-cards": { roles: "any" },
  "GET /api/admin/reserve": { roles: "any" },
  "GET /api/admin/ledger/trial-balance": { roles: "any" },
  "GET /api/admin/settings": { roles: "any" },
  "GET /api/admin/announcements": { roles: "any" },
  // Support: the users' accounts and the announcements.
  "PUT /api/admin/users/:id/suspend": { roles: ["owner", "support"] },
  "POST /api/admin/users/:id/reset-password": { roles: ["owner", "support"] },
  "POST /api/admin/announcements": { roles: ["owner", "support"] },
  "PATCH /api/admin/announcements/:id": { roles: ["owner", "support"] },
  "DELETE /api/admin/announcements/:id": { roles: ["owner", "support"] },
  // Finance: money. Editing a user can adjust balances, so it is finance's.
  "PUT /api/admin/users/:id": { roles: ["owner", "finance"] },
  "PATCH /api/admin/deposit-verifications/:id": { roles: ["owner", "finance"] },
  "DELETE /api/admin/deposit-verifications/:id": { roles: ["owner", "finance"] },
  "PUT /api/admin/withdrawals/:id/approve": { roles: ["owner", "finance"] },
  "PUT /api/admin/withdrawals/:id/reject": { roles: ["owner", "finance"] },
  "POST /api/admin/reserve": { roles: ["owner", "finance"] },
  // Two-person approval: the second admin must be allowed to do the action itself, and
  // every action that can be proposed is finance's (docs/product-rules.md#approvals).
  "GET /api/admin/approvals": { roles: ["owner", "finance"] },
  "POST /api/admin/approvals/:id/approve": { roles: ["owner", "finance"] },
  "POST /api/admin/approvals/:id/reject": { roles: ["owner", "finance"] },
  "GET /api/admin/approval-settings": { roles: "any" },
  "PUT /api/admin/approval-settings": { roles: ["owner"] },
  // Automatic rails (docs/product-rules.md#automatic-rails): money, so finance's; the channels are settings.
  "GET /api/admin/payments": { roles: ["owner", "finance"] },
  "GET /api/admin/payments/reconciliation": { roles: ["owner", "finance"] },
  "POST /api/admin/payments/reconciliation/run": { roles: ["owner", "finance"] },
  "GET /api/admin/payments/availability": { roles: ["owner", "finance"] },
  "GET /api/admin/payments/:id": { roles: ["owner", "finance"] },
  "POST /api/admin/payments/:id/check": { roles: ["owner", "finance"] },
  "GET /api/admin/suspense": { roles: ["owner", "finance"] },
  "POST /api/admin/suspense/:id/refund": { roles: ["owner", "finance"] },
  "GET /api/admin/payment-channels": { roles: "any" },
  "PUT /api/admin/payment-channels": { roles: ["owner"] },
  // Owner only: staff, settings, switches, the card catalogue, erasure.
  "GET /api/admin/admins": { roles: ["owner"] },
  "POST /api/admin/admins": { roles: ["owner"] },
  "PATCH /api/admin/admins/:id": { roles: ["owner"] },
  "POST /api/admin/admins/:id/totp/reset": { roles: ["owner"] },
  "POST /api/admin/settings": { roles: ["owner"] },
  "POST /api/admin/deposit-control": { roles: ["owner"] },
  "POST /api/admin/withdrawal-control": { roles: ["owner"] },
  "PUT /api/admin/investment-cards/:id": { roles: ["owner"] },
  "DELETE /api/admin/users/:id": { roles: ["owner"] },
};

/** Whether `role` may call `METHOD path` (a key of ADMIN_ROUTE_ROLES); false for an unlisted route. */
export function roleAllows(role: AdminRole, routeKey: string): boolean {
  const entry = ADMIN_ROUTE_ROLES[routeKey];
  if (!entry) return false;
  return entry.roles === "any" || entry.roles.includes(role);
}

/**
 * The route of the action each kind of proposal carries out (docs/product-rules.md#approvals,
 * APR-4): the approving admin must be allowed that route as well as the approvals route,
 * so a role that may not do an action cannot carry it out by approving it.
 */
export const APPROVAL_ACTION_ROUTES: Record<ApprovalKind, string> = {
  balance_adjustment: "PUT /api/admin/users/:id",
  reserve_funding: "POST /api/admin/reserve",
  withdrawal_approval: "PUT /api/admin/withdrawals/:id/approve",
  phone_change: "PUT /api/admin/users/:id",
  suspense_refund: "POST /api/admin/suspense/:id/refund",
};

/** Whether `role` may approve a proposal of `kind`: the approvals route and the action's own (APR-4). */
export function roleMayApprove(role: AdminRole, kind: ApprovalKind): boolean {
  return roleAllows(role, "POST /api/admin/approvals/:id/approve") && roleAllows(role, APPROVAL_ACTION_ROUTES[kind]);
}
