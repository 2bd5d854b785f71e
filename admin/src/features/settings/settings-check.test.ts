import { describe, expect, it } from "vitest";
import { type Settings, settingsInput } from "@app/schema/contracts/settings";
import { checkWith } from "../../lib/form";
import { testI18n } from "../../test/i18n";
import { settingsMessage, settingsRequest, settingsValues, type SettingsValues } from "./settings-check";

const saved: Settings = {
  whatsappLink: "https://wa.me/237670000000",
  telegramLink: "",
  communityLink: "",
  operatorLegalName: "LionArt SARL",
  licenceReference: "",
  paymentLink: "",
  mtnSteps: [],
  orangeSteps: [],
  mtnReceivingNumber: "670000000",
  orangeReceivingNumber: "",
  mtnReceivingName: "LionArt",
  orangeReceivingName: "",
};

const check = (changes: Partial<SettingsValues>) => {
  const en = testI18n("en");
  const result = checkWith(settingsInput, settingsRequest, settingsMessage)({ value: { ...settingsValues(saved), ...changes } });
  return result && Object.fromEntries(Object.entries(result.fields).map(([field, text]) => [field, en._(text)]));
};

describe("the platform settings form's check (docs/product-rules.md#operator)", () => {
  it("sends every text trimmed and leaves an empty payment link as it is", () => {
    const request = settingsRequest({ ...settingsValues(saved), operatorLegalName: "  LionArt SA  " });
    expect(request).toMatchObject({ operatorLegalName: "LionArt SA", whatsappLink: "https://wa.me/237670000000" });
    expect(request).not.toHaveProperty("paymentLink");
    expect(check({})).toBeUndefined();
  });

  it("names each refused field with what it needs", () => {
    expect(
      check({
        whatsappLink: "https://t.me/lionart",
        telegramLink: "http://t.me/lionart",
        paymentLink: "ftp://pay.example",
        mtnReceivingNumber: "67000",
        orangeReceivingName: "x".repeat(101),
      }),
    ).toEqual({
      whatsappLink: "Must be an https WhatsApp link (wa.me or chat.whatsapp.com)",
      telegramLink: "Must be an https Telegram link (t.me)",
      paymentLink: "Must be an https link",
      mtnReceivingNumber: "Must be 9 digits",
      orangeReceivingName: "Too long",
    });
  });
});
