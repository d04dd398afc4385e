import { Slide, ToastContainer } from 'react-toastify';
import { GUARD_CONTAINER_ID, OPERATION_CONTAINER_ID } from '@/lib/toast.ts';

/** DESIGN §2 "Toasts", SPEC §9: both readings, one container each. */
export function ToastContainers() {
  return (
    <>
      {/* Guard toasts are raised before the first render: this container must register first. */}
      <ToastContainer containerId={GUARD_CONTAINER_ID} position="top-right" autoClose={5000} transition={Slide} />
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
      />
    </>
  );
}
