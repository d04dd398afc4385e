import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a frame is narrower than what it holds (a table on a phone), followed as either resizes. A frame
 * that scrolls sideways must then take the keyboard (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function useHorizontalOverflow(frameRef: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setOverflows(frame.scrollWidth > frame.clientWidth + 1);
    measure();
    // Without ResizeObserver (jsdom, an old browser) the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
    return () => observer.disconnect();
  }, [frameRef]);
  return overflows;
}
