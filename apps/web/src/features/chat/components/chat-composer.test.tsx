import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { ChatComposer, composerRows } from './chat-composer.tsx';

function setup(variant: 'app' | 'game', sending = false) {
  const onSend = vi.fn();
  render(<ChatComposer variant={variant} sending={sending} onSend={onSend} />);
  return {
    onSend,
    box: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement,
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('chat composer', () => {
  it('sends on Enter and adds a newline on Shift+Enter', async () => {
    const user = userEvent.setup();
    const { onSend, box } = setup('app');
    await user.type(box, 'Hi{Shift>}{Enter}{/Shift}there');
    expect(box.value).toBe('Hi\nthere');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hi\nthere');
    expect(box.value).toBe('');
  });

  it('disables send when empty or only spaces, and while sending', async () => {
    const user = userEvent.setup();
    const { onSend, box, send } = setup('app');
    expect(send).toBeDisabled();
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(send).toBeDisabled();
    await user.type(box, 'ok');
    expect(send).toBeEnabled();
  });

  it('keeps the button disabled while a message is sending', async () => {
    const user = userEvent.setup();
    const { onSend, box, send } = setup('app', true);
    await user.type(box, 'hello{Enter}');
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('limits the app chat to 200 characters with a counter', () => {
    const { box } = setup('app');
    expect(screen.getByText('0/200')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(250) } });
    expect(box.value).toHaveLength(200);
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('cuts the game chat at 100 characters silently, without a counter', () => {
    const { box } = setup('game');
    fireEvent.change(box, { target: { value: 'b'.repeat(150) } });
    expect(box.value).toHaveLength(100);
    expect(screen.queryByText(/\/100/)).not.toBeInTheDocument();
  });

  it('grows from 1 to 4 rows', () => {
    expect(composerRows('')).toBe(1);
    expect(composerRows('a\nb')).toBe(2);
    expect(composerRows('a\nb\nc\nd\ne\nf')).toBe(4);
  });
});
