import { useEffect, useRef } from 'react';

/** Whether the component is still on the page: work that outlives it (a retry, a timer) asks before going on. */
export function useMountedRef() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
