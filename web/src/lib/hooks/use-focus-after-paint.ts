import { type RefObject, useEffect, useRef } from 'react';

const FORM_CONTROL = 'input, textarea, select, [contenteditable="true"]';

/**
 * A ref whose element is focused once the browser has laid out and painted the page, when
 * `enabled`. `autoFocus` focuses inside React's commit, and focusing makes the browser lay out the
 * whole new page right there: on a form that is a page's first screen (sign-in), that layout
 * lengthens the one task a phone cannot interrupt. After the paint the layout is done and the
 * focus is cheap. A form control the user focused in the meantime keeps the focus.
 */
export function useFocusAfterPaint<T extends HTMLElement>(enabled: boolean | undefined): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A task queued from the frame runs after the frame's layout and paint.
      timeout = setTimeout(() => {
        const element = ref.current;
        if (!element?.isConnected) return;
        const active = document.activeElement;
        if (active && active !== element && active.matches(FORM_CONTROL)) return;
        element.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, [enabled]);
  return ref;
}
