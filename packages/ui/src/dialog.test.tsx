import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { useModal } from './modal.ts';
import { Switch } from './switch.tsx';

describe('Dialog', () => {
  it('opens as a modal dialog, labelled, its first field focused, and Escape asks it to close', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Login Options">
        <button type="button">Go</button>
        <input aria-label="Email" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Login Options' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    // Its owner closes it: until then it stays.
    expect(dialog).toHaveAttribute('open');
  });

  it('ignores Escape when not dismissible', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} ariaLabel="Gate" dismissible={false} hideClose>
        <button type="button">Continue</button>
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Gate' })).toHaveAttribute('open');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('closes on a press of the backdrop, not of the panel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Games">
        <p>Pick one</p>
      </Dialog>,
    );
    await user.click(screen.getByText('Pick one'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog', { name: 'Games' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open when the browser closes it without asking (a second Escape), and asks onClose', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Notice">
        <p>Saved</p>
      </Dialog>,
    );
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Notice' });
    dialog.close();
    fireEvent(dialog, new Event('close'));
    expect(dialog).toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

/** A page with a button that opens a dialog, from which a second dialog opens. */
function Page() {
  const [games, setGames] = useState(false);
  const [error, setError] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setGames(true)}>
        Open games
      </button>
      <Dialog open={games} onClose={() => setGames(false)} title="Games">
        <button type="button" onClick={() => setError(true)}>
          Play
        </button>
      </Dialog>
      <Dialog open={error} onClose={() => setError(false)} title="Error">
        <p>Not now</p>
      </Dialog>
    </>
  );
}

describe('Dialogs over the page', () => {
  it('a dialog opened from a dialog is on top; Escape closes the newest first, focus goes back each time', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open games' });
    await user.click(opener);
    const play = screen.getByRole('button', { name: 'Play' });
    await user.click(play);
    expect(screen.getByRole('dialog', { name: 'Error' })).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Games' })).toBeInTheDocument();
    expect(play).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Games' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a modal that stays on top (the age gate) stays the one to answer when a dialog opens after it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    function Gate() {
      const modal = useModal({ keepOnTop: true });
      return (
        <dialog {...modal} aria-label="Adults only (18+)">
          <button type="button">Continue</button>
        </dialog>
      );
    }
    render(
      <>
        <Gate />
        <Dialog open onClose={onClose} title="Login required">
          <button type="button">Login</button>
        </Dialog>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    // Escape goes to the gate, which does not let it pass, and not to the dialog under it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Adults only (18+)' })).toHaveAttribute('open');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Switch', () => {
  it('reports its state and toggles', async () => {
    const onChange = vi.fn();
    render(<Switch label="Futas" checked={false} onChange={onChange} />);
    const sw = screen.getByRole('switch', { name: 'Futas' });
    expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sw);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('Dialog without motion (tests, before the features load)', () => {
  it('leaves at once on close and reports that it has left', () => {
    const onExited = vi.fn();
    const view = render(
      <Dialog open onClose={() => undefined} onExited={onExited} title="Notice">
        <p>Saved</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeVisible();
    view.rerender(
      <Dialog open={false} onClose={() => undefined} onExited={onExited} title="Notice">
        <p>Saved</p>
      </Dialog>,
    );
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(onExited).toHaveBeenCalledOnce();
  });
});
