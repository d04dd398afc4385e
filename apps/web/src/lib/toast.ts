import { toast, type ToastOptions } from 'react-toastify';

/** DESIGN §2 "Toasts": the two containers of SPEC §9's two readings. */
export const OPERATION_CONTAINER_ID = 'operations';
export const GUARD_CONTAINER_ID = 'guards';

/** Operation feedback (saved, deleted, failed): bottom-left container. */
export const notify = {
  success: (message: string, options?: ToastOptions) =>
    toast.success(message, { ...options, containerId: OPERATION_CONTAINER_ID }),
  error: (message: string, options?: ToastOptions) =>
    toast.error(message, { ...options, containerId: OPERATION_CONTAINER_ID }),
  info: (message: string, options?: ToastOptions) =>
    toast.info(message, { ...options, containerId: OPERATION_CONTAINER_ID }),
};

/**
 * The two guard toasts of SPEC §6, top-right for 5000 ms so they stay readable
 * across the redirect. A toastId de-duplicates them when guards run twice (preload).
 */
export function notifyGuard(message: string) {
  toast.warning(message, { containerId: GUARD_CONTAINER_ID, toastId: `guard:${message}` });
}
