import { beforeEach, describe, expect, it } from "vitest";
import { msg } from "@lingui/core/macro";
import { testI18n } from "../../../test/i18n";
import { toastText, useToastStore } from "@app/web/toast-store";
import { validateLogin, validateRegister } from "./validate";

const valid = {
  fullName: "Awa Ngono",
  phone: "670000001",
  mobileMoneyService: "MTN Mobile Money",
  password: "secret-pass",
  acceptTerms: true,
};

describe("the sign-in and registration rules", () => {
  beforeEach(() => useToastStore.setState({ current: null }));

  it("accepts a complete registration and keeps no errors", () => {
    const { data, errors } = validateRegister(testI18n(), valid, "secret-pass");
    expect(errors).toEqual({});
    expect(data).toMatchObject({ phone: "670000001", acceptTerms: true });
  });

  it("returns codes with their figures, one per field, and no data", () => {
    const input = { ...valid, fullName: " ", password: "abc", acceptTerms: false, mobileMoneyService: "" };
    const { data, errors } = validateRegister(testI18n(), input, "abd");
    expect(data).toBeUndefined();
    expect(errors.fullName).toMatchObject({ code: "too_small", minimum: 2 });
    expect(errors.password).toMatchObject({ code: "too_small", minimum: 6 });
    expect(errors.mobileMoneyService).toMatchObject({ code: "invalid_value" });
    expect(errors.acceptTerms).toMatchObject({ code: "invalid_value" });
    expect(errors.confirmPassword).toMatchObject({ code: "required" });
  });

  it("refuses a confirmation that differs, and a Cameroon number of the wrong form with a toast", () => {
    const input = { ...valid, phone: "512345678" };
    const { errors } = validateRegister(testI18n(), input, "secret-pasS");
    expect(errors.confirmPassword).toMatchObject({ code: "mismatch" });
    expect(errors.phone).toMatchObject({ code: "invalid_format" });
    const shown = useToastStore.getState().current!;
    expect(shown.variant).toBe("destructive");
    expect(toastText(shown.title, (m) => testI18n("fr")._(m))).toBe(testI18n("fr")._(msg`Invalid Phone Number`));
    expect(toastText(shown.title, (m) => testI18n()._(m))).toBe("Invalid Phone Number");
  });

  it("asks for the password on login as required, not as too short", () => {
    const { errors } = validateLogin(testI18n(), { phone: "67000000", password: "" });
    expect(errors.password).toMatchObject({ code: "required" });
    expect(errors.phone).toMatchObject({ code: "too_small", minimum: 9 });
    expect(useToastStore.getState().current).toBeNull();
  });
});
