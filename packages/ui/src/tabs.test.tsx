import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

function Feed() {
  const [active, setActive] = useState('all');
  return (
    <Tabs
      label="Feed"
      active={active}
      onSelect={setActive}
      items={[
        { id: 'all', label: 'All' },
        { id: 'following', label: 'Following' },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('keeps one keyboard stop and moves the selection with the arrow keys', () => {
    render(<Feed />);
    const all = screen.getByRole('tab', { name: 'All' });
    const following = screen.getByRole('tab', { name: 'Following' });
    expect(all).toHaveAttribute('tabindex', '0');
    expect(following).toHaveAttribute('tabindex', '-1');
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect(following).toHaveAttribute('aria-selected', 'true');
    expect(following).toHaveFocus();
    fireEvent.keyDown(following, { key: 'ArrowRight' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(all, { key: 'End' });
    expect(following).toHaveAttribute('aria-selected', 'true');
  });
});
