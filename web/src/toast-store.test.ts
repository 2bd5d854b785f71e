import { beforeEach, describe, expect, it } from "vitest";
import { toast, useToastStore } from "./toast-store";

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
});
