import { Slide, ToastContainer, type CloseButtonProps } from 'react-toastify';
import { GUARD_CONTAINER_ID, OPERATION_CONTAINER_ID } from '@/lib/toast.ts';

/** react-toastify's own close button (same classes and icon), labelled in French. */
const closeButton = ({ closeToast, theme }: CloseButtonProps) => (
  <button
    type="button"
    className={`Toastify__close-button Toastify__close-button--${theme}`}
    aria-label="Fermer la notification"
    onClick={(event) => {
      event.stopPropagation();
      closeToast(event);
    }}
  >
    <svg aria-hidden viewBox="0 0 14 16">
      <path
        fillRule="evenodd"
        d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
      />
    </svg>
  </button>
);

/** DESIGN §2 "Toasts", SPEC §9: both readings, one container each. */
export function ToastContainers() {
  return (
    <>
      {/* Guard toasts are raised before the first render: this container must register first. */}
      <ToastContainer
        containerId={GUARD_CONTAINER_ID}
        position="top-right"
        autoClose={5000}
        transition={Slide}
        closeButton={closeButton}
        aria-label="Notifications d’accès"
      />
      <ToastContainer
        containerId={OPERATION_CONTAINER_ID}
        position="bottom-left"
        theme="light"
        autoClose={3000}
        hideProgressBar={false}
        closeOnClick
        draggable
        pauseOnHover={false}
        pauseOnFocusLoss={false}
        newestOnTop={false}
        closeButton={closeButton}
        aria-label="Notifications"
      />
    </>
  );
}
