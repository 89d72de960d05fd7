import type { ErrorToast } from "./api-client";

/** Spec §9: toasts close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

export interface Toaster {
  error: (toast: ErrorToast) => void;
  success: (title: string, description?: string) => void;
  warning: (title: string, description?: string) => void;
}

let current: Toaster | null = null;

/** The app registers antd's notification instance (themed, RTL-aware) once it is mounted. */
export function registerToaster(toaster: Toaster | null): void {
  current = toaster;
}

export const toast: Toaster = {
  error: (t) => current?.error(t),
  success: (title, description) => current?.success(title, description),
  warning: (title, description) => current?.warning(title, description),
};
