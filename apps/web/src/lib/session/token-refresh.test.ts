// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOKEN_REFRESH_MS, startTokenRefresh } from './token-refresh';

const T = (n: number) => ({ accessToken: `t${n}`, expireDate: '2030-01-01T00:00:00Z', expiresIn: 300 });

describe('token refresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes every 25 000 ms while the token is valid, storing each new token', async () => {
    expect(DEFAULT_TOKEN_REFRESH_MS).toBe(25_000);
    let n = 0;
    const refresh = vi.fn(async () => T(++n));
    const onRefreshed = vi.fn();
    const stop = startTokenRefresh({
      intervalMs: DEFAULT_TOKEN_REFRESH_MS,
      isValid: () => true,
      refresh,
      onRefreshed,
      onError: vi.fn(),
      onExpired: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(24_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshed).toHaveBeenLastCalledWith(T(1));
    await vi.advanceTimersByTimeAsync(50_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('does not refresh an expired token: the session is over', async () => {
    const refresh = vi.fn(async () => T(1));
    const onExpired = vi.fn();
    startTokenRefresh({
      intervalMs: 25_000,
      isValid: () => false,
      refresh,
      onRefreshed: vi.fn(),
      onError: vi.fn(),
      onExpired,
    });
    await vi.advanceTimersByTimeAsync(75_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh reports once and stops', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('401');
    });
    const onError = vi.fn();
    startTokenRefresh({ intervalMs: 25_000, isValid: () => true, refresh, onRefreshed: vi.fn(), onError, onExpired: vi.fn() });
    await vi.advanceTimersByTimeAsync(100_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('skips a tick when another tab has just refreshed the shared cookie', async () => {
    let stored = 't0';
    const refresh = vi.fn(async () => T(9));
    const onRefreshed = vi.fn((t: { accessToken: string }) => {
      stored = t.accessToken;
    });
    startTokenRefresh({
      intervalMs: 25_000,
      isValid: () => true,
      currentToken: () => stored,
      refresh,
      onRefreshed,
      onError: vi.fn(),
      onExpired: vi.fn(),
    });
    stored = 'other-tab';
    await vi.advanceTimersByTimeAsync(25_000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(stored).toBe('t9');
  });

  it('a refresh that lost the race against another tab is not a failure', async () => {
    let stored = 't0';
    const onError = vi.fn();
    const refresh = vi.fn(async () => {
      stored = 'other-tab';
      throw new Error('401');
    });
    startTokenRefresh({ intervalMs: 25_000, isValid: () => true, currentToken: () => stored, refresh, onRefreshed: vi.fn(), onError, onExpired: vi.fn() });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(onError).not.toHaveBeenCalled();
  });
});
