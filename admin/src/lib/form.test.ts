import { describe, expect, it } from "vitest";
import { type AnyFormApi, FieldApi, FormApi } from "@tanstack/react-form";
import { submitForm } from "./form";

/** A form whose note is required only while the amount differs from 30,000 (a rule across two fields). */
function amountAndNote() {
  const sent: unknown[] = [];
  const form = new FormApi({
    defaultValues: { amount: "30000", note: "" },
    validators: {
      onSubmit: ({ value }) => (value.amount !== "30000" && !value.note ? { fields: { note: "say why" } } : undefined),
    },
    onSubmit: ({ value }) => {
      sent.push(value);
    },
  });
  form.mount();
  const amount = new FieldApi({ form, name: "amount" });
  const note = new FieldApi({ form, name: "note" });
  amount.mount();
  note.mount();
  // The class itself, as `useForm` builds it for a component (its listener types are narrower than AnyFormApi's).
  return { form: form as unknown as AnyFormApi, amount, note, sent };
}

describe("submitting an admin form", () => {
  it("checks the values again in full, so an error that depended on another field goes when that field is put back", async () => {
    const { form, amount, note, sent } = amountAndNote();
    amount.handleChange("29500");
    await submitForm(form);
    expect(note.state.meta.errors).toEqual(["say why"]);
    expect(sent).toEqual([]);

    amount.handleChange("30000");
    await submitForm(form);
    expect(note.state.meta.errors).toEqual([]);
    expect(sent).toEqual([{ amount: "30000", note: "" }]);
  });
});
