import { type ReactElement, type ReactNode, useSyncExternalStore } from 'react';
import type { ToastVariant } from './toast';

/**
 * A tiny global toast store, so any code (a mutation's onError, a websocket handler) can show a toast
 * without prop drilling. Limits of product §A9: at most one toast at a time (a new one replaces the old),
 * and a dismissed toast is kept 1,000,000 ms before removal so its exit animation and aria-live
 * announcement are never cut short. The display time itself (5000 ms) is the ToastProvider's default.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A <ToastAction altText=...> element. */
  action?: ReactElement;
  /** Milliseconds; defaults to the provider's 5000. */
  duration?: number;
};

export type ToasterToast = ToastOptions & { id: string; open: boolean };

type Action =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string };

type State = { toasts: ToasterToast[] };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'remove':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
    default: {
      const unhandled: never = action;
      throw new Error(`Unknown toast action ${JSON.stringify(unhandled)}`);
    }
  }
}

let state: State = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: Action): void {
  state = reducer(state, action);
  if (action.type === 'dismiss') {
    for (const t of state.toasts) if (!t.open) scheduleRemoval(t.id);
  }
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'remove', toastId: id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast and returns handles to update or dismiss it. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void; update: (next: ToastOptions) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const dismiss = () => dispatch({ type: 'dismiss', toastId: id });
  dispatch({ type: 'add', toast: { ...options, id, open: true } });
  return { id, dismiss, update: (next) => dispatch({ type: 'update', toast: { ...next, id } }) };
}

/** Closes one toast by id, or every toast. */
export function dismissToast(toastId?: string): void {
  dispatch({ type: 'dismiss', toastId });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts in the store right now, newest first. */
export function getToasts(): ToasterToast[] {
  return state.toasts;
}

/** The toasts to render: the Toaster's, and LazyToaster's, which mounts it with the first. */
export function useToasts(): ToasterToast[] {
  return useSyncExternalStore(subscribe, getToasts);
}
