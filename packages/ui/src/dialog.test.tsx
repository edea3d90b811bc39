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
    render(<Dialog open onClose={onClose} ariaLabel="Gate" dismissible={false} hideClose><button type="button">Continue</button></Dialog>);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
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
    const view = render(<Dialog open onClose={() => undefined} onExited={onExited} title="Notice"><p>Saved</p></Dialog>);
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeVisible();
    view.rerender(<Dialog open={false} onClose={() => undefined} onExited={onExited} title="Notice"><p>Saved</p></Dialog>);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(onExited).toHaveBeenCalledOnce();
  });
});
