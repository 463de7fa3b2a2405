import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Product §A9: a tooltip opens 700 ms after the pointer arrives; within 300 ms of another closing it opens at once. */
const SKIP_DELAY_MS = 300;
let lastHiddenAt = 0;

/**
 * The tooltip of a round floating button (the marketing theme toggle, Back to home, Friends): CSS shown on hover after
 * the delay, or at once on keyboard focus, beside the button, which must be `group` and positioned. It repeats the
 * button's accessible name, so assistive technology skips it. CSS rather than a tooltip library, so the screens that
 * show these buttons do not download one (issue 17).
 */
export function HoverTooltip({ side, children }: { side: 'left' | 'right'; children: ReactNode }) {
  const tip = useRef<HTMLSpanElement>(null);
  const [instant, setInstant] = useState(false);
  useEffect(() => {
    const trigger = tip.current?.parentElement;
    if (!trigger) return;
    const enter = () => setInstant(Date.now() - lastHiddenAt < SKIP_DELAY_MS);
    const leave = () => {
      lastHiddenAt = Date.now();
    };
    trigger.addEventListener('pointerenter', enter);
    trigger.addEventListener('pointerleave', leave);
    return () => {
      trigger.removeEventListener('pointerenter', enter);
      trigger.removeEventListener('pointerleave', leave);
    };
  }, []);
  const place = side === 'right' ? 'left-full ml-1.5' : 'right-full mr-1.5';
  return (
    <span
      ref={tip}
      aria-hidden
      className={`pointer-events-none absolute top-1/2 z-50 -translate-y-1/2 rounded-md bg-foreground px-3 py-1.5 text-xs whitespace-nowrap text-background opacity-0 shadow-md transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 ${instant ? '' : 'group-hover:delay-700'} ${place}`}
    >
      {children}
    </span>
  );
}
