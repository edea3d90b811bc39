import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { Switch } from './switch.tsx';

describe('Dialog', () => {
  it('is labelled, takes focus, traps Tab and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Login Options">
        <input aria-label="Email" />
        <button type="button">Go</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Login Options' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
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
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});

describe('Dialog over the page', () => {
  it('makes the rest of the page inert while open, the newest dialog over an older one, and gives it back on close', () => {
    const page = (first: boolean, second: boolean) => (
      <>
        <button type="button">Behind</button>
        <Dialog open={first} onClose={() => undefined} title="Games">
          <button type="button">Play</button>
        </Dialog>
        <Dialog open={second} onClose={() => undefined} title="Error">
          <button type="button">OK</button>
        </Dialog>
      </>
    );
    const view = render(page(false, false));
    const behind = screen.getByRole('button', { name: 'Behind' });
    const pageRoot = view.container;
    expect(pageRoot).not.toHaveAttribute('inert');

    view.rerender(page(true, false));
    expect(pageRoot).toHaveAttribute('inert');
    expect(behind.closest('[inert]')).toBe(pageRoot);
    const games = screen.getByRole('dialog', { name: 'Games' });
    expect(games.closest('[inert]')).toBeNull();

    view.rerender(page(true, true));
    expect(games.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Error' }).closest('[inert]')).toBeNull();

    view.rerender(page(true, false));
    expect(games.closest('[inert]')).toBeNull();
    expect(pageRoot).toHaveAttribute('inert');

    view.rerender(page(false, false));
    expect(pageRoot).not.toHaveAttribute('inert');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('keeps the page live while it shows its own modal above the dialogs (the age gate)', () => {
    const view = render(
      <>
        <div role="dialog" aria-modal="true" aria-label="Adults only (18+)">
          <button type="button">Continue</button>
        </div>
        <Dialog open onClose={() => undefined} title="Login required" dismissible={false} hideClose>
          <button type="button">Login</button>
        </Dialog>
      </>,
    );
    expect(view.container).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Continue' }).closest('[inert]')).toBeNull();
  });

  it('leaves alone what the page had made inert itself', () => {
    const own = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'own' }));
    own.setAttribute('inert', '');
    const view = render(
      <Dialog open onClose={() => undefined} title="Notice">
        <p>Saved</p>
      </Dialog>,
    );
    view.rerender(
      <Dialog open={false} onClose={() => undefined} title="Notice">
        <p>Saved</p>
      </Dialog>,
    );
    expect(own).toHaveAttribute('inert');
    own.remove();
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
