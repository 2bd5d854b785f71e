/** The panel shows a role only what the worker lets it do (issue 34 item 13, ADM-8). */
import { describe, expect, it } from "vitest";
import { ADMIN_ROUTE_PERMISSIONS } from "@app/schema/contracts/admin-permissions";
import { ADMIN_ROLES } from "@app/schema/contracts/admins";
import { PANEL_CONTROLS, type PanelControl, mayUse } from "./permissions";

const controls = Object.keys(PANEL_CONTROLS) as PanelControl[];

describe("the panel's controls", () => {
  it.each(controls)("%s needs the permission of the route it calls", (control) => {
    const { permission, route } = PANEL_CONTROLS[control];
    expect(ADMIN_ROUTE_PERMISSIONS[route]?.permission).toBe(permission);
  });

  it("a support admin sees no Fund reserve, card Edit, switches, settings, payments, approvals or admins", () => {
    expect(controls.filter((c) => mayUse("support", c))).toEqual([
      "suspendUser",
      "resetPassword",
      "announcements",
      "reviewFlags",
    ]);
  });

  it("a finance admin sees the money actions but not the owner's", () => {
    expect(controls.filter((c) => mayUse("finance", c))).toEqual([
      "fundReserve",
      "paymentsTab",
      "approvalsTab",
      "identityTab",
      "editUser",
      "decideDeposit",
      "deleteDeposit",
      "decideWithdrawal",
      "resendJob",
      "reviewFlags",
    ]);
  });

  it("an owner sees every control", () => {
    expect(ADMIN_ROLES.filter((role) => controls.every((c) => mayUse(role, c)))).toEqual(["owner"]);
  });
});
