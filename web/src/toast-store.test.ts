import { beforeEach, describe, expect, it } from "vitest";
import { type ToastMessage, toast, toastText, useToastStore } from "./toast-store";

beforeEach(() => useToastStore.setState({ current: null, modals: 0 }));

describe("toasts", () => {
  it("shows one at a time: a new toast replaces the current one", () => {
    toast({ title: "Saved" });
    toast({ title: "Copy failed", variant: "destructive" });
    expect(useToastStore.getState().current).toMatchObject({ title: "Copy failed", variant: "destructive" });
  });

  it("dismisses only the toast it was asked to, so a late timer does not close a newer one", () => {
    toast({ title: "First" });
    const first = useToastStore.getState().current?.id;
    toast({ title: "Second" });
    useToastStore.getState().dismiss(first);
    expect(useToastStore.getState().current?.title).toBe("Second");
    useToastStore.getState().dismiss();
    expect(useToastStore.getState().current).toBeNull();
  });

  it("counts open modal dialogs, never below zero", () => {
    const { countModal } = useToastStore.getState();
    countModal(1);
    countModal(-1);
    countModal(-1);
    expect(useToastStore.getState().modals).toBe(0);
  });

  it("clears a step's toast when that step asks, and leaves another step's or an unscoped one", () => {
    const { clearScope } = useToastStore.getState();
    toast({ title: "Insufficient Balance", scope: "withdrawal:form" });
    clearScope("withdrawal:summary");
    expect(useToastStore.getState().current?.title).toBe("Insufficient Balance");
    clearScope("withdrawal:form");
    expect(useToastStore.getState().current).toBeNull();
    toast({ title: "Withdrawal Requested" });
    clearScope("withdrawal:form");
    expect(useToastStore.getState().current?.title).toBe("Withdrawal Requested");
  });

  it("keeps a message descriptor, so the toast renders in the language of the moment", () => {
    const catalogs: Record<string, Record<string, string>> = {
      en: { low: "Insufficient Balance" },
      fr: { low: "Solde insuffisant" },
    };
    let lang = "en";
    const translate = (m: ToastMessage) => catalogs[lang]![m.id] ?? m.message ?? m.id;
    toast({ title: { id: "low", message: "Insufficient Balance" }, variant: "destructive" });
    const title = useToastStore.getState().current!.title;
    expect(toastText(title, translate)).toBe("Insufficient Balance");
    lang = "fr";
    expect(toastText(title, translate)).toBe("Solde insuffisant");
    expect(toastText("Awa Ndongo", translate)).toBe("Awa Ndongo");
  });
});
