/**
 * Inactivity logout (spec §4, §9): after `timeoutMs` without mouse, keyboard, wheel, touch or visibility
 * events the session ends. Listeners are throttled: an event within `throttleMs` of the last counted one is
 * ignored, so a moving mouse costs one timer reset every half second at most.
 */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'touchmove'] as const;
export const DEFAULT_INACTIVITY_TIMEOUT_MS = 1_800_000;
export const ACTIVITY_THROTTLE_MS = 500;

export interface InactivityOptions {
  timeoutMs: number;
  onTimeout: () => void;
  throttleMs?: number;
  /** Where window-level events are listened to; defaults to `window`. */
  target?: EventTarget;
  /** Where `visibilitychange` is listened to; defaults to `document`. */
  doc?: EventTarget;
  now?: () => number;
  /** Called when an activity of this tab is counted (after throttling), e.g. to tell the other tabs. */
  onActivity?: () => void;
}

export interface InactivityTracker {
  stop(): void;
  /** Count an activity now (unthrottled). */
  touch(): void;
  /** Epoch ms of the last counted activity. */
  lastActivity(): number;
}

export function startInactivityTracker(options: InactivityOptions): InactivityTracker {
  const throttleMs = options.throttleMs ?? ACTIVITY_THROTTLE_MS;
  const now = options.now ?? Date.now;
  const target = options.target ?? window;
  const doc = options.doc ?? document;
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const arm = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      if (stopped) return;
      stop();
      options.onTimeout();
    }, options.timeoutMs);
  };

  const touch = () => {
    if (stopped) return;
    last = now();
    arm();
  };

  const handleEvent = () => {
    if (stopped) return;
    // A tab that comes back after the deadline (timers of hidden tabs are throttled) times out now.
    if (now() - last >= options.timeoutMs) {
      stop();
      options.onTimeout();
      return;
    }
    if (now() - last < throttleMs) return;
    touch();
    options.onActivity?.();
  };

  const listenerOptions: AddEventListenerOptions = { passive: true, capture: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, handleEvent, listenerOptions);
  doc.addEventListener('visibilitychange', handleEvent, listenerOptions);

  function stop() {
    if (stopped) return;
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, handleEvent, listenerOptions);
    doc.removeEventListener('visibilitychange', handleEvent, listenerOptions);
  }

  arm();
  return { stop, touch, lastActivity: () => last };
}
