import { useCallback, useEffect, useRef } from 'react';

/** A pause before moving on, so the success message can be read. */
export const FLOW_REDIRECT_DELAY_MS = 2000;

/** Runs `action` after a delay, cancelled if the screen goes away first. */
export function useLater() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((action: () => void, delay = FLOW_REDIRECT_DELAY_MS) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  }, []);
}
