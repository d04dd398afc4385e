import { useEffect, type RefObject } from 'react';

/**
 * Publishes an element's height as a CSS custom property (in px) on `target` (the root element by
 * default), kept current by a ResizeObserver: sticky bars below the sticky header, and scroll
 * margins, follow the header however it wraps or collapses (issue 19 item 3).
 */
export function useHeightVariable(
  ref: RefObject<HTMLElement | null>,
  name: string,
  target?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const host = target?.current ?? document.documentElement;
    const publish = () => host.style.setProperty(name, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      host.style.removeProperty(name);
    };
  }, [ref, name, target]);
}
