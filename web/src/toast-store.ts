/**
 * Toasts, shared by both SPAs, as docs/product-rules.md#screen-behaviour has them: one at
 * a time (a new one replaces the current), 5 seconds unless told otherwise. While a modal
 * dialog is open (`modals` > 0) the toast shows in the dialog's own area, above its
 * backdrop.
 *
 * A toast's texts are stored as message descriptors, not rendered strings, so the toast
 * area renders them in the language of the moment (a switch to French re-renders a
 * toast raised in English). A toast raised by a step of a screen carries that step's
 * `scope`, and leaves with it: `useToastScope` clears the step's toast when the step
 * changes or its screen (a dialog) closes, so a refusal never outlives the screen it was
 * about.
 */
import { useCallback, useEffect } from "react";
import { create } from "zustand";

/**
 * A toast's text: a Lingui message descriptor (`msg` macro: id, source message, values),
 * rendered when shown; or a plain string for words with no translation (a name, the
 * server's own text).
 */
export type ToastText = string | ToastMessage;

/** The shape of Lingui's MessageDescriptor that a toast needs. */
export interface ToastMessage {
  id: string;
  message?: string;
  values?: Record<string, unknown>;
}

export interface ToastInput {
  title: ToastText;
  description?: ToastText;
  variant?: "default" | "destructive";
  durationMs?: number;
  action?: { label: ToastText; onPress: () => void };
  /** The step that raised it (e.g. "withdrawal:form"); unscoped toasts live their 5 seconds. */
  scope?: string;
}

export interface Toast extends ToastInput {
  id: number;
}

interface ToastState {
  current: Toast | null;
  show: (toast: ToastInput) => void;
  dismiss: (id?: number) => void;
  /** Dismisses the current toast if `scope` raised it. */
  clearScope: (scope: string) => void;
  modals: number;
  /** +1 when a modal dialog opens, -1 when it closes. */
  countModal: (delta: 1 | -1) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  show: (toast) => set({ current: { ...toast, id: nextId++ } }),
  dismiss: (id) => set((s) => (id === undefined || s.current?.id === id ? { current: null } : s)),
  clearScope: (scope) => set((s) => (s.current?.scope === scope ? { current: null } : s)),
  modals: 0,
  countModal: (delta) => set((s) => ({ modals: Math.max(0, s.modals + delta) })),
}));

export const TOAST_DURATION_MS = 5000;

export function toast(input: ToastInput): void {
  useToastStore.getState().show(input);
}

/** A toast text in the current language: `translate` is the SPA's `i18n._`. */
export function toastText(text: ToastText, translate: (message: ToastMessage) => string): string {
  return typeof text === "string" ? text : translate(text);
}

/**
 * A `toast` for one step of a screen (`scope`): its toast is cleared when `scope` changes
 * (the next step) or the component unmounts (the dialog closed). React hook.
 */
export function useToastScope(scope: string): (input: ToastInput) => void {
  useEffect(() => () => useToastStore.getState().clearScope(scope), [scope]);
  return useCallback((input: ToastInput) => toast({ ...input, scope }), [scope]);
}

const NEXT_PAGE_KEY = "lionart:next-page-toast";

/**
 * A toast for the page about to load: the public pages and the signed-in app are two
 * apps, so signing in or out is a full page load (docs/decisions/0038-public-pages-entry.md).
 * Kept in sessionStorage (the tab's own), so it needs an input without `action`.
 */
export function toastOnNextPage(input: Omit<ToastInput, "action">): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify(input));
  } catch {
    // Storage refused (private mode): the next page starts without it.
  }
}

/** Shows, once, the toast the previous page left (`toastOnNextPage`). */
export function showToastFromLastPage(): void {
  try {
    const saved = sessionStorage.getItem(NEXT_PAGE_KEY);
    if (saved === null) return;
    sessionStorage.removeItem(NEXT_PAGE_KEY);
    toast(JSON.parse(saved) as ToastInput);
  } catch {
    // Unreadable: nothing to show.
  }
}
