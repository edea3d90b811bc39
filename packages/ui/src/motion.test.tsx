import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { enterFrom, preloadMotion, skipMotion } from './motion.tsx';
import { LikeButton } from './play/like-button.tsx';
import { ProgressRing } from './progress-ring.tsx';

// The animated path: the kit and the features load as in the browser, and jsdom's animation frames drive
// the animations (framer-motion's own loop, as jsdom has no Web Animations).
beforeAll(() => skipMotion(false));
afterAll(() => skipMotion());

/** The kit and the features, loaded as after the player's first input. */
async function motionLoaded() {
  await act(async () => {
    await preloadMotion();
  });
  await waitFor(() => expect(enterFrom(0)).toBe(0), { timeout: 8000 });
}

const scaleOf = (el: HTMLElement) => Number(/scale\(([\d.]+)\)/.exec(el.style.transform)?.[1] ?? 1);

describe('motion loading', () => {
  it('loads nothing until the player moves, touches or types; then the kit, then the features in idle time', async () => {
    expect(enterFrom({ opacity: 0 })).toBe(false);
    const view = render(
      <Dialog open onClose={() => undefined} title="Notice">
        <p>Saved</p>
      </Dialog>,
    );
    // Opened before the kit arrived: shown at once, fully opaque.
    expect(screen.getByRole('dialog', { name: 'Notice' }).style.opacity).toBe('');
    await new Promise((r) => setTimeout(r, 300));
    expect(enterFrom({ opacity: 0 })).toBe(false);
    fireEvent.pointerDown(window);
    await waitFor(() => expect(enterFrom({ opacity: 0 })).toEqual({ opacity: 0 }), { timeout: 8000 });
    view.unmount();
  });
});

function Opener({ onExited }: { onExited: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} onExited={onExited} title="Login Options">
        <input aria-label="Email" />
      </Dialog>
    </>
  );
}

describe('Dialog with motion', () => {
  it('fades in, and while it fades out it is inert and hidden, then leaves and reports it', async () => {
    const user = userEvent.setup();
    const onExited = vi.fn();
    render(<Opener onExited={onExited} />);
    await motionLoaded();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Login Options' });
    const panel = dialog.firstElementChild as HTMLElement;
    expect(screen.getByLabelText('Email')).toHaveFocus();
    // It starts transparent and slightly small, and arrives opaque at full size.
    expect(Number(panel.style.opacity)).toBeLessThan(1);
    await waitFor(() => expect(panel.style.opacity).toBe('1'));
    await waitFor(() => expect(scaleOf(panel)).toBe(1));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Login Options' })).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('inert');
    expect(onExited).not.toHaveBeenCalled();
    // The modal closes once it has faded out: focus goes back to the opener then.
    expect(dialog).toHaveAttribute('open');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onExited).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

function Likeable() {
  const [liked, setLiked] = useState(false);
  return (
    <LikeButton
      liked={liked}
      count={liked ? 4 : 3}
      label={liked ? 'Unlike' : 'Like'}
      onToggle={() => setLiked(!liked)}
    />
  );
}

describe('LikeButton with motion', () => {
  it('pops the heart and rolls in the new count, keeping its name and state', async () => {
    const user = userEvent.setup();
    await motionLoaded();
    const { container } = render(<Likeable />);
    await user.click(screen.getByRole('button', { name: 'Like' }));
    const button = screen.getByRole('button', { name: 'Unlike' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('.play-like__count')).toHaveTextContent('4');
    const heart = () => container.querySelector<HTMLElement>('.play-like__heart')!;
    let peak = 1;
    await waitFor(
      () => {
        peak = Math.max(peak, scaleOf(heart()));
        expect(peak).toBeGreaterThan(1.1);
      },
      { interval: 10 },
    );
    await waitFor(() => expect(scaleOf(heart())).toBe(1));
    await waitFor(() => expect(container.querySelector<HTMLElement>('.play-like__count')!.style.opacity).toBe('1'));
  });
});

describe('ProgressRing with motion', () => {
  it('swells on a rise and shrinks grey on a fall, then rests', async () => {
    const ring = (pulse: 'up' | 'down' | null) => <ProgressRing value={0.5} level={3} label="Level 3" pulse={pulse} />;
    await motionLoaded();
    const view = render(ring(null));
    const meter = screen.getByRole('meter', { name: 'Level 3' });
    expect(meter).toHaveAttribute('aria-valuenow', '50');
    view.rerender(ring('up'));
    await waitFor(() => expect(scaleOf(meter)).toBeGreaterThan(1.02), { interval: 10 });
    await waitFor(() => expect(scaleOf(meter)).toBe(1));
    act(() => view.rerender(ring(null)));
    view.rerender(ring('down'));
    await waitFor(
      () => {
        expect(scaleOf(meter)).toBeLessThan(0.99);
        expect(meter.style.filter).toMatch(/grayscale\(0?\.\d+\)/);
      },
      { interval: 10 },
    );
    await waitFor(() => expect(scaleOf(meter)).toBe(1));
  });
});
