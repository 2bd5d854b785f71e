import { describe, expect, it } from "vitest";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { testI18n } from "../../test/i18n";
import { fieldText } from "../../lib/field-message";
import { checkUserForm, serverFieldErrors, userFormValues, userUpdate } from "./user-form";

const user: AdminUserView = {
  id: 7,
  fullName: "Awa Ngono",
  phone: "670000001",
  mobileMoneyService: "MTN Mobile Money",
  principalBalance: "25000.00",
  referralBalance: "0.00",
  referralCode: "AWA7",
  referredByUserId: null,
  isActive: true,
  mustChangePassword: false,
  createdAt: "2026-01-01T00:00:00Z",
};

describe("the Edit User form's rules", () => {
  it("sends the shown balances as expected ones, so a balance that moved is refused, not undone", () => {
    const values = { ...userFormValues(user), principalBalance: "26 000", reason: "Refund of a fee" };
    expect(checkUserForm(values)).toBeUndefined();
    expect(userUpdate(values)).toEqual(
      expect.objectContaining({
        principalBalance: "26000",
        expectedPrincipalBalance: "25000",
        reason: "Refund of a fee",
      }),
    );
  });

  it("requires a reason only when a balance changes", () => {
    expect(checkUserForm({ ...userFormValues(user), fullName: "Awa N." })).toBeUndefined();
    const checked = checkUserForm({ ...userFormValues(user), referralBalance: "500" });
    const i18n = testI18n("en");
    expect(fieldText(i18n, checked?.fields.reason)).toBe("A reason is required to change a balance");
  });

  it("keeps its errors as descriptors, so they read in whatever language is active when shown", () => {
    const checked = checkUserForm({ ...userFormValues(user), phone: "12345", principalBalance: "25000.5" });
    if (!checked) throw new Error("expected errors");
    const i18n = testI18n("en");
    const en = [fieldText(i18n, checked.fields.phone), fieldText(i18n, checked.fields.principalBalance)];
    expect(en).toEqual(["Phone must be 9 digits", "Balance must be a whole number of XAF"]);
    i18n.activate("fr");
    const fr = [fieldText(i18n, checked.fields.phone), fieldText(i18n, checked.fields.principalBalance)];
    expect(fr[0]).not.toBe(en[0]);
    expect(fr[1]).not.toBe(en[1]);
    expect(fieldText(i18n, undefined)).toBeUndefined();
  });

  it("puts the server's phone_taken under the phone field", () => {
    const errors = serverFieldErrors("phone_taken", [], userFormValues(user));
    expect(fieldText(testI18n("en"), errors.phone)).toBe("Another account uses this phone number.");
  });
});
