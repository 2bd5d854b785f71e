/**
 * Toasts, shared by both SPAs, as docs/product-rules.md#screen-behaviour has them: one at
 * a time (a new one replaces the current), 5 seconds unless told otherwise. Texts arrive
 * already translated. While a modal dialog is open (`modals` > 0) the toast shows in the
 * dialog's own area, above its backdrop.
 */
import { create } from "zustand";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  durationMs?: number;
  action?: { label: string; onPress: () => void };
}

export interface Toast extends ToastInput {
  id: number;
}

interface ToastState {
  current: Toast | null;
  show: (toast: ToastInput) => void;
  dismiss: (id?: number) => void;
  modals: number;
  /** +1 when a modal dialog opens, -1 when it closes. */
  countModal: (delta: 1 | -1) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  show: (toast) => set({ current: { ...toast, id: nextId++ } }),
  dismiss: (id) => set((s) => (id === undefined || s.current?.id === id ? { current: null } : s)),
  modals: 0,
  countModal: (delta) => set((s) => ({ modals: Math.max(0, s.modals + delta) })),
}));

export const TOAST_DURATION_MS = 5000;

export function toast(input: ToastInput): void {
  useToastStore.getState().show(input);
}
