import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/**
 * The text of a search box whose value lives in the URL: typing sends it after
 * a short pause, leaving the box (Tab, a click elsewhere) or Entrée sends it at
 * once, and a search still waiting when the user has gone to another page is
 * dropped. Without that last rule, a search typed just before a menu click
 * navigated back to the list it came from (seen in CI: the audit journal's
 * menu click came back to « Entités légales »).
 */
export function useSearchText(value: string, onSearch: (search: string) => void, delayMs = 300) {
  const router = useRouter();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pathname = useRef(router.latestLocation.pathname);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  const send = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      const trimmed = next.trim();
      if (router.latestLocation.pathname !== pathname.current || trimmed === sent.current) return;
      sent.current = trimmed;
      onSearchRef.current(trimmed);
    },
    [router],
  );

  const change = useCallback(
    (next: string) => {
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(next), delayMs);
    },
    [send, delayMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  // A change from outside (« Effacer les filtres », the back button) replaces the text.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      clearTimeout(timer.current);
      setText(value);
    }
  }, [value]);

  return {
    text,
    inputProps: {
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(event.target.value),
      onBlur: () => send(text),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') send(text);
      },
    },
  };
}
