/**
 * Whether the signed-in admin may do something, by the one role -> permission table the
 * worker's guard enforces (schema/src/contracts/admin-permissions.ts,
 * docs/product-rules.md#admin-roles, ADM-8). Screens show a tab, button, form or switch
 * only when its permission is held, so no one is refused only after submitting; the
 * server's checks stay. `PANEL_CONTROLS` names each gated control's permission and the
 * route it calls, so a unit test can check the two agree.
 */
import { useRouteContext } from "@tanstack/react-router";
import { type ADMIN_ROUTE_PERMISSIONS, type AdminPermission, can } from "@app/schema/contracts/admin-permissions";
import type { AdminRole } from "@app/schema/contracts/admins";

/** Each control the panel hides from a role that may not use it: the permission it needs, the route it calls. */
export const PANEL_CONTROLS = {
  fundReserve: { permission: "reserve.fund", route: "POST /api/admin/reserve" },
  editCard: { permission: "cards.edit", route: "PUT /api/admin/investment-cards/:id" },
  switches: { permission: "switches.toggle", route: "POST /api/admin/deposit-control" },
  settingsTab: { permission: "settings.edit", route: "POST /api/admin/settings" },
  paymentsTab: { permission: "payments.operate", route: "GET /api/admin/payments" },
  approvalsTab: { permission: "approvals.decide", route: "GET /api/admin/approvals" },
  identityTab: { permission: "identity.review", route: "GET /api/admin/identity" },
  approvalSettings: { permission: "approvals.settings", route: "PUT /api/admin/approval-settings" },
  paymentChannels: { permission: "payments.channels", route: "PUT /api/admin/payment-channels" },
  adminsTab: { permission: "admins.manage", route: "GET /api/admin/admins" },
  editUser: { permission: "users.edit", route: "PUT /api/admin/users/:id" },
  suspendUser: { permission: "users.support", route: "PUT /api/admin/users/:id/suspend" },
  resetPassword: { permission: "users.support", route: "POST /api/admin/users/:id/reset-password" },
  eraseUser: { permission: "users.erase", route: "DELETE /api/admin/users/:id" },
  decideDeposit: { permission: "deposits.decide", route: "PATCH /api/admin/deposit-verifications/:id" },
  deleteDeposit: { permission: "deposits.decide", route: "DELETE /api/admin/deposit-verifications/:id" },
  decideWithdrawal: { permission: "withdrawals.decide", route: "PUT /api/admin/withdrawals/:id/approve" },
  announcements: { permission: "announcements.manage", route: "POST /api/admin/announcements" },
  resendJob: { permission: "operations.resend", route: "POST /api/admin/operations/failed-jobs/:id/resend" },
  ownerAlerts: { permission: "operations.alerts", route: "GET /api/admin/operations/alerts" },
  reviewFlags: { permission: "flags.review", route: "POST /api/admin/flags/:id/close" },
  flagSettings: { permission: "flags.settings", route: "PUT /api/admin/flag-settings" },
} as const satisfies Record<string, { permission: AdminPermission; route: keyof typeof ADMIN_ROUTE_PERMISSIONS }>;

export type PanelControl = keyof typeof PANEL_CONTROLS;

/** Whether `role` sees `control`. */
export function mayUse(role: AdminRole, control: PanelControl): boolean {
  return can(role, PANEL_CONTROLS[control].permission);
}

/** Whether the signed-in admin sees `control` (inside the signed-in routes only). */
export function useMayUse(control: PanelControl): boolean {
  const { admin } = useRouteContext({ from: "/_auth" });
  return mayUse(admin.role, control);
}
