import { describe, expect, it } from "vitest";
import { ApiError } from "@app/web/api-client";
import { testI18n } from "../../test/i18n";
import { blankStep, checkStepsWith, editableSteps, serverStepErrors, stepsRequest } from "./check-steps";

const [step] = editableSteps([
  { key: "Step 1", value: "*126#", description: "Dial", keyFr: "Étape 1", valueFr: "*126#", descriptionFr: "", copyable: true },
]);

describe("the deposit steps editor's check (docs/product-rules.md#operator, #content-languages)", () => {
  it("refuses a step without its French, naming the field of that step", () => {
    const refused = checkStepsWith("mtnSteps")({ value: { steps: [{ ...step!, descriptionFr: "Composez" }, step!] } });
    expect(Object.keys(refused?.fields ?? {})).toEqual(["steps[1].descriptionFr"]);
    expect(testI18n("fr")._(refused!.fields["steps[1].descriptionFr"]!)).toBe("La description en français est obligatoire");
  });

  it("names every blank text of a new step", () => {
    const refused = checkStepsWith("orangeSteps")({ value: { steps: [blankStep()] } });
    expect(Object.keys(refused?.fields ?? {}).sort()).toEqual(
      ["description", "descriptionFr", "key", "keyFr", "value", "valueFr"].map((f) => `steps[0].${f}`),
    );
    expect(testI18n("en")._(refused!.fields["steps[0].key"]!)).toBe("Key is required");
  });

  it("saves that list alone", () => {
    const ok = { ...step!, descriptionFr: "Composez" };
    expect(checkStepsWith("orangeSteps")({ value: { steps: [ok] } })).toBeUndefined();
    expect(stepsRequest("orangeSteps", { steps: [ok] })).toEqual({ orangeSteps: [ok] });
  });

  it("shows the server's issues at the step's field, and nothing for another error", () => {
    const refusal = new ApiError(400, "invalid_input", "Invalid input", [
      { field: "mtnSteps.3.valueFr", code: "required", message: "French value is required" },
    ]);
    expect(Object.keys(serverStepErrors(refusal))).toEqual(["steps[3].valueFr"]);
    expect(serverStepErrors(new Error("offline"))).toEqual({});
  });
});
