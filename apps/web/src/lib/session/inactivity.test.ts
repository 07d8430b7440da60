// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_THROTTLE_MS, DEFAULT_INACTIVITY_TIMEOUT_MS, startInactivityTracker } from './inactivity';

describe('inactivity tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec defaults: 30 minutes, throttled to 500 ms', () => {
    expect(DEFAULT_INACTIVITY_TIMEOUT_MS).toBe(1_800_000);
    expect(ACTIVITY_THROTTLE_MS).toBe(500);
  });

  it('times out after the timeout without activity, once', () => {
    const onTimeout = vi.fn();
    startInactivityTracker({ timeoutMs: 1_800_000, onTimeout });
    vi.advanceTimersByTime(1_799_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'])('a %s event resets the timer', (type) => {
    const onTimeout = vi.fn();
    const t = startInactivityTracker({ timeoutMs: 10_000, onTimeout });
    vi.advanceTimersByTime(9_000);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(9_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    t.stop();
  });

  it('a visibilitychange resets the timer', () => {
    const onTimeout = vi.fn();
    const t = startInactivityTracker({ timeoutMs: 10_000, onTimeout });
    vi.advanceTimersByTime(9_000);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(9_500);
    expect(onTimeout).not.toHaveBeenCalled();
    t.stop();
  });

  it('ignores events within 500 ms of the last counted one (throttle)', () => {
    const onTimeout = vi.fn();
    const t = startInactivityTracker({ timeoutMs: 10_000, onTimeout });
    vi.advanceTimersByTime(1_000);
    window.dispatchEvent(new Event('mousemove')); // counted at t=1000
    const counted = t.lastActivity();
    vi.advanceTimersByTime(200);
    window.dispatchEvent(new Event('mousemove')); // t=1200: throttled
    vi.advanceTimersByTime(299);
    window.dispatchEvent(new Event('keydown')); // t=1499: throttled
    expect(t.lastActivity()).toBe(counted);
    // The deadline is still 10 s after the counted event.
    vi.advanceTimersByTime(10_000 - 499 - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('counts the next event once 500 ms have passed', () => {
    const onTimeout = vi.fn();
    const t = startInactivityTracker({ timeoutMs: 10_000, onTimeout });
    window.dispatchEvent(new Event('mousemove'));
    const first = t.lastActivity();
    vi.advanceTimersByTime(500);
    window.dispatchEvent(new Event('mousemove'));
    expect(t.lastActivity()).toBe(first + 500);
    t.stop();
  });

  it('a burst of events costs a handful of timer resets', () => {
    const onTimeout = vi.fn();
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    const t = startInactivityTracker({ timeoutMs: 60_000, onTimeout });
    clear.mockClear();
    for (let i = 0; i < 100; i++) {
      window.dispatchEvent(new Event('mousemove'));
      vi.advanceTimersByTime(10); // 100 events over one second
    }
    expect(clear.mock.calls.length).toBeLessThanOrEqual(3);
    t.stop();
    clear.mockRestore();
  });

  it('reports counted activities (shared with the other tabs) and accepts remote ones via touch', () => {
    const onTimeout = vi.fn();
    const onActivity = vi.fn();
    const t = startInactivityTracker({ timeoutMs: 10_000, onTimeout, onActivity });
    vi.advanceTimersByTime(1_000);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('keydown'));
    expect(onActivity).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(9_000);
    t.touch(); // another tab was active
    vi.advanceTimersByTime(9_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stop removes the listeners and the timer', () => {
    const onTimeout = vi.fn();
    const t = startInactivityTracker({ timeoutMs: 10_000, onTimeout });
    t.stop();
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('an event arriving after the deadline (hidden tab, throttled timers) times out at once', () => {
    const onTimeout = vi.fn();
    let now = Date.now();
    startInactivityTracker({ timeoutMs: 10_000, onTimeout, now: () => now });
    now += 11_000; // the clock moved on but the timer has not fired yet
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
