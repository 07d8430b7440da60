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

  it("reports each change of the stored token: this tab's refresh and another tab's token adopted", async () => {
    let stored = 't0';
    let n = 0;
    const onTokenChanged = vi.fn();
    startTokenRefresh({
      intervalMs: 25_000,
      isValid: () => true,
      currentToken: () => stored,
      refresh: async () => T(++n),
      onRefreshed: (t) => (stored = t.accessToken),
      onTokenChanged,
      onError: vi.fn(),
      onExpired: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(stored).toBe('t1');
    expect(onTokenChanged).toHaveBeenCalledTimes(1);
    stored = 'from-another-tab';
    await vi.advanceTimersByTimeAsync(25_000);
    expect(n).toBe(1);
    expect(onTokenChanged).toHaveBeenCalledTimes(2);
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
    startTokenRefresh({
      intervalMs: 25_000,
      isValid: () => true,
      refresh,
      onRefreshed: vi.fn(),
      onError,
      onExpired: vi.fn(),
    });
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
    startTokenRefresh({
      intervalMs: 25_000,
      isValid: () => true,
      currentToken: () => stored,
      refresh,
      onRefreshed: vi.fn(),
      onError,
      onExpired: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(onError).not.toHaveBeenCalled();
  });

  /**
   * The server rotates a token once: the outcome is decided when the request arrives, the answer reaches the tab
   * after `delays[tab]` ms (the first tab's success may arrive after the second tab's refusal). Two tabs share the
   * cookie and tick together.
   */
  function twoTabs(exclusive: (<R>(fn: () => Promise<R>) => Promise<R>) | undefined, delays: [number, number]) {
    const state = { cookie: 't0', issued: 0, errors: [] as unknown[], calls: 0 };
    const spent = new Set<string>();
    for (const delay of delays) {
      startTokenRefresh({
        intervalMs: 25_000,
        isValid: () => true,
        currentToken: () => state.cookie,
        refresh: () => {
          state.calls++;
          const sent = state.cookie;
          const ok = !spent.has(sent);
          spent.add(sent);
          const token = ok ? T(++state.issued) : null;
          return new Promise((resolve, reject) =>
            setTimeout(() => (token ? resolve(token) : reject(new Error('REFRESH_FAILED'))), delay),
          );
        },
        onRefreshed: (t) => {
          state.cookie = t.accessToken;
        },
        onError: (e) => state.errors.push(e),
        onExpired: vi.fn(),
        exclusive,
      });
    }
    return state;
  }

  it('two tabs ticking together spend each token once: the second adopts what the first stored', async () => {
    // a one-at-a-time lock, as navigator.locks gives across tabs
    let queue: Promise<unknown> = Promise.resolve();
    const exclusive = <R>(fn: () => Promise<R>): Promise<R> => {
      const run = queue.then(fn, fn);
      queue = run.catch(() => undefined);
      return run;
    };
    const state = twoTabs(exclusive, [3_000, 1_000]);
    await vi.advanceTimersByTimeAsync(25_000 * 4 + 5_000);
    expect(state.errors).toEqual([]);
    // every call got a fresh token, and the cookie holds the last one
    expect(state.calls).toBe(state.issued);
    expect(state.issued).toBeGreaterThanOrEqual(2);
    expect(state.cookie).toBe(`t${state.issued}`);
  });

  it('without the lock the same two tabs lose one of them (what the lock prevents)', async () => {
    const state = twoTabs((fn) => fn(), [3_000, 1_000]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(state.errors).toHaveLength(1);
  });
});
