import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  afterEach(() => vi.useRealTimers());

  it('opens 100 ms after hover, 700 ms after touch and closes 1500 ms after touch ends', () => {
    vi.useFakeTimers();
    render(
      <Tooltip text="Level 3">
        <span>ring</span>
      </Tooltip>,
    );
    const target = screen.getByText('ring').parentElement!;
    fireEvent.mouseEnter(target);
    act(() => {
      vi.advanceTimersByTime(90);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Level 3');
    fireEvent.mouseLeave(target);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.touchStart(target);
    act(() => {
      vi.advanceTimersByTime(690);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.touchEnd(target);
    act(() => {
      vi.advanceTimersByTime(1490);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
