// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FILTER_DEBOUNCE_MS, FilterTextField } from './filter-text-field';

/** A list page in miniature: the URL value and what the field committed. */
function Harness({ onCommit, initial }: { onCommit: (v: string | undefined) => void; initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <>
      <FilterTextField
        label="Cerca"
        value={value}
        data-testid="q"
        onCommit={(v) => {
          onCommit(v);
          setValue(v);
        }}
      />
      <button type="button" onClick={() => setValue(undefined)}>
        Azzera filtri
      </button>
    </>
  );
}

const input = () => screen.getByTestId('q') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('FilterTextField: search as you type', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('applies the text once typing pauses, once per pause', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    type('i');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 50);
    });
    type('int');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 50);
    });
    expect(onCommit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenLastCalledWith('int');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 3);
    });
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('Enter applies at once, trimmed; an emptied field removes the filter', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} initial="vecchio" />);
    type('  integrale ');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith('integrale');
    type('   ');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onCommit).toHaveBeenLastCalledWith(undefined);
  });

  it('keeps characters typed after a commit, and follows "Azzera filtri"', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    type('inte');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    type('integ');
    expect(input().value).toBe('integ');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onCommit).toHaveBeenLastCalledWith('integ');
    fireEvent.click(screen.getByText('Azzera filtri'));
    expect(input().value).toBe('');
  });
});
