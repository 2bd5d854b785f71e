/**
 * What each admin role may do (docs/product-rules.md#admin-roles, docs/decisions/0026-admin-roles-and-totp.md):
 * the one role -> permission table, and which permission each admin route needs. The
 * worker's admin guard refuses a route whose permission the role lacks (403
 * `role_forbidden`); the panel shows only the tabs, buttons and forms whose permission the
 * signed-in admin has, so no one is refused only after submitting (issue 34 item 13).
 */
import type { AdminRole } from "./admins";
import type { ApprovalKind } from "./approvals";

const EVERY_ROLE = ["owner", "finance", "support"] as const satisfies readonly AdminRole[];

/** Each permission and the roles that have it. */
export const ADMIN_PERMISSIONS = {
  /** One's own profile, second factor and sessions. */
  self: EVERY_ROLE,
  /** Reading the operator's figures and lists. */
  read: EVERY_ROLE,
  /** Support: suspend or reactivate a user, give a temporary password. */
  "users.support": ["owner", "support"],
  /** Support: write, switch and delete announcements. */
  "announcements.manage": ["owner", "support"],
  /** Finance: edit a user (name, phone, balances: a balance change moves money). */
  "users.edit": ["owner", "finance"],
  /** Finance: approve, reject or delete deposit verifications. */
  "deposits.decide": ["owner", "finance"],
  /** Finance: approve or reject withdrawals. */
  "withdrawals.decide": ["owner", "finance"],
  /** Finance: propose a number for a user's payouts (docs/product-rules.md#verified-numbers, KYC-3). */
  "payout-numbers.verify": ["owner", "finance"],
  /** Compliance: review investors' identity checks, open their images (audited), propose or reject (docs/product-rules.md#identity, IDV-6). */
  "identity.review": ["owner", "finance"],
  /** Finance: fund the returns reserve. */
  "reserve.fund": ["owner", "finance"],
  /** Finance: the second admin's queue; every action that can be proposed is finance's. */
  "approvals.decide": ["owner", "finance"],
  /** Finance: the automatic rails' payments, their checks, reconciliation and suspense refunds. */
  "payments.operate": ["owner", "finance"],
  /** Finance: send a failed job again (docs/product-rules.md#operations, OPS-2). */
  "operations.resend": ["owner", "finance"],
  /** Finance and support: add notes to a money-laundering flag and propose or confirm its closing (docs/product-rules.md#aml-flags, AML-6). */
  "flags.review": ["owner", "finance", "support"],
  /** Owner: the alerts of failed books checks, daily runs and jobs (docs/product-rules.md#operations, OPS-5). */
  "operations.alerts": ["owner"],
  /** Owner: the money-laundering rules' switches and thresholds (AML-5). */
  "flags.settings": ["owner"],
  /** Owner: the approval threshold. */
  "approvals.settings": ["owner"],
  /** Owner: which rail each payment method uses. */
  "payments.channels": ["owner"],
  /** Owner: staff accounts. */
  "admins.manage": ["owner"],
  /** Owner: platform settings and deposit steps, the limits by tier and the age of majority. */
  "settings.edit": ["owner"],
  /** Owner: the deposit and withdrawal switches. */
  "switches.toggle": ["owner"],
  /** Owner: the investment card catalogue. */
  "cards.edit": ["owner"],
  /** Owner: erasing a user. */
  "users.erase": ["owner"],
} as const satisfies Record<string, readonly AdminRole[]>;

export type AdminPermission = keyof typeof ADMIN_PERMISSIONS;

/** Whether `role` has `permission`. */
export function can(role: AdminRole, permission: AdminPermission): boolean {
  return (ADMIN_PERMISSIONS[permission] as readonly AdminRole[]).includes(role);
}

/**
 * The permission each admin route needs, by `METHOD path` as the router names it. Every
 * admin route must be listed (a worker test checks); an unlisted one is refused to every
 * role. `enrol: true` marks the routes an admin may reach before enrolling a second factor.
 */
export const ADMIN_ROUTE_PERMISSIONS: Record<string, { permission: AdminPermission; enrol?: true }> = {
  "GET /api/admin/me": { permission: "self", enrol: true },
  "POST /api/admin/me/totp": { permission: "self", enrol: true },
  "POST /api/admin/me/totp/confirm": { permission: "self", enrol: true },
  "POST /api/admin/me/sessions/revoke": { permission: "self", enrol: true },
  "GET /api/admin/stats": { permission: "read" },
  "GET /api/admin/users": { permission: "read" },
  "GET /api/admin/users/:id/overview": { permission: "read" },
  "GET /api/admin/search": { permission: "read" },
  "GET /api/admin/audit-log": { permission: "read" },
  "GET /api/admin/deposit-status": { permission: "read" },
  "GET /api/admin/withdrawal-status": { permission: "read" },
  "GET /api/admin/deposit-verifications": { permission: "read" },
  "GET /api/admin/withdrawals": { permission: "read" },
  "GET /api/admin/investments": { permission: "read" },
  "GET /api/admin/investment-cards": { permission: "read" },
  "GET /api/admin/reserve": { permission: "read" },
  "GET /api/admin/ledger/trial-balance": { permission: "read" },
  "GET /api/admin/settings": { permission: "read" },
  "GET /api/admin/announcements": { permission: "read" },
  "GET /api/admin/approval-settings": { permission: "read" },
  "GET /api/admin/kyc-settings": { permission: "read" },
  "GET /api/admin/payment-channels": { permission: "read" },
  "GET /api/admin/operations/failed-jobs": { permission: "read" },
  "GET /api/admin/operations/alerts": { permission: "operations.alerts" },
  "GET /api/admin/flags": { permission: "read" },
  "GET /api/admin/flags/:id": { permission: "read" },
  "GET /api/admin/flags/:id/report": { permission: "read" },
  "GET /api/admin/flag-settings": { permission: "read" },
  "POST /api/admin/flags/:id/notes": { permission: "flags.review" },
  "POST /api/admin/flags/:id/close-proposal": { permission: "flags.review" },
  "POST /api/admin/flags/:id/close": { permission: "flags.review" },
  "PUT /api/admin/flag-settings": { permission: "flags.settings" },
  "PUT /api/admin/users/:id/suspend": { permission: "users.support" },
  "POST /api/admin/users/:id/reset-password": { permission: "users.support" },
  "POST /api/admin/announcements": { permission: "announcements.manage" },
  "PATCH /api/admin/announcements/:id": { permission: "announcements.manage" },
  "DELETE /api/admin/announcements/:id": { permission: "announcements.manage" },
  "PUT /api/admin/users/:id": { permission: "users.edit" },
  "PATCH /api/admin/deposit-verifications/:id": { permission: "deposits.decide" },
  "DELETE /api/admin/deposit-verifications/:id": { permission: "deposits.decide" },
  "PUT /api/admin/withdrawals/:id/approve": { permission: "withdrawals.decide" },
  "PUT /api/admin/withdrawals/:id/reject": { permission: "withdrawals.decide" },
  "POST /api/admin/reserve": { permission: "reserve.fund" },
  "GET /api/admin/approvals": { permission: "approvals.decide" },
  "POST /api/admin/approvals/:id/approve": { permission: "approvals.decide" },
  "POST /api/admin/approvals/:id/reject": { permission: "approvals.decide" },
  "PUT /api/admin/approval-settings": { permission: "approvals.settings" },
  "GET /api/admin/payments": { permission: "payments.operate" },
  "GET /api/admin/payments/reconciliation": { permission: "payments.operate" },
  "POST /api/admin/payments/reconciliation/run": { permission: "payments.operate" },
  "GET /api/admin/payments/availability": { permission: "payments.operate" },
  "GET /api/admin/payments/:id": { permission: "payments.operate" },
  "POST /api/admin/payments/:id/check": { permission: "payments.operate" },
  "GET /api/admin/suspense": { permission: "payments.operate" },
  "POST /api/admin/suspense/:id/refund": { permission: "payments.operate" },
  "POST /api/admin/users/:id/payout-numbers": { permission: "payout-numbers.verify" },
  "GET /api/admin/identity": { permission: "identity.review" },
  "GET /api/admin/identity/:id": { permission: "identity.review" },
  "GET /api/admin/identity/:id/files/:kind": { permission: "identity.review" },
  "POST /api/admin/identity/:id/propose": { permission: "identity.review" },
  "POST /api/admin/identity/:id/reject": { permission: "identity.review" },
  "PUT /api/admin/payment-channels": { permission: "payments.channels" },
  "POST /api/admin/operations/failed-jobs/:id/resend": { permission: "operations.resend" },
  "POST /api/admin/operations/alerts/:id/acknowledge": { permission: "operations.alerts" },
  "GET /api/admin/admins": { permission: "admins.manage" },
  "POST /api/admin/admins": { permission: "admins.manage" },
  "PATCH /api/admin/admins/:id": { permission: "admins.manage" },
  "POST /api/admin/admins/:id/totp/reset": { permission: "admins.manage" },
  "POST /api/admin/settings": { permission: "settings.edit" },
  "PUT /api/admin/kyc-settings": { permission: "settings.edit" },
  "POST /api/admin/deposit-control": { permission: "switches.toggle" },
  "POST /api/admin/withdrawal-control": { permission: "switches.toggle" },
  "PUT /api/admin/investment-cards/:id": { permission: "cards.edit" },
  "DELETE /api/admin/users/:id": { permission: "users.erase" },
};

/** Whether `role` may call `METHOD path` (a key of ADMIN_ROUTE_PERMISSIONS); false for an unlisted route. */
export function roleAllows(role: AdminRole, routeKey: string): boolean {
  const entry = ADMIN_ROUTE_PERMISSIONS[routeKey];
  return entry !== undefined && can(role, entry.permission);
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
  number_verification: "POST /api/admin/users/:id/payout-numbers",
  identity_verification: "POST /api/admin/identity/:id/propose",
};

/** Whether `role` may approve a proposal of `kind`: the approvals route and the action's own (APR-4). */
export function roleMayApprove(role: AdminRole, kind: ApprovalKind): boolean {
  return roleAllows(role, "POST /api/admin/approvals/:id/approve") && roleAllows(role, APPROVAL_ACTION_ROUTES[kind]);
}
