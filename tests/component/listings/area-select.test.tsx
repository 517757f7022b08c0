import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import type { Station } from '#src/domain/stations.ts';
import { AreaSelect } from '#src/features/listings/components/area-select.tsx';

// These pages make several requests and renders per step; a busy two-core machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function Harness() {
  const [value, setValue] = useState<Station | ''>('');
  return (
    <div>
      <AreaSelect label="From" value={value} onChange={setValue} />
      <p>outside</p>
    </div>
  );
}

const toggle = () => screen.getByRole('button', { name: /From/ });

it('opens and closes on click and offers the 28 stations in order with a scrolling list', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(toggle());
  const options = screen.getAllByRole('option');
  expect(options).toHaveLength(29);
  expect(options[1]).toHaveTextContent('Virar');
  expect(options[28]).toHaveTextContent('Churchgate');
  expect(screen.getByRole('listbox')).toHaveClass('max-h-48', 'overflow-y-auto');
  expect(screen.getByPlaceholderText('Search areas...')).toHaveFocus();
  await user.click(toggle());
  expect(screen.queryByRole('listbox')).toBeNull();
});

it('searches case-insensitively, says when nothing matches, and picks', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(toggle());
  await user.type(screen.getByPlaceholderText('Search areas...'), 'ROAD');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Vasai Road',
    'Mira Road',
    'Khar Road',
    'Matunga Road',
    'Grant Road',
    'Charni Road',
  ]);
  await user.clear(screen.getByPlaceholderText('Search areas...'));
  await user.type(screen.getByPlaceholderText('Search areas...'), 'xyz');
  expect(screen.getByText('No areas found')).toBeInTheDocument();
  await user.clear(screen.getByPlaceholderText('Search areas...'));
  await user.type(screen.getByPlaceholderText('Search areas...'), 'khar');
  await user.click(screen.getByRole('option', { name: 'Khar Road' }));
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(toggle()).toHaveAccessibleName('From Khar Road');
  // The search text is gone when it opens again.
  await user.click(toggle());
  expect(screen.getByPlaceholderText('Search areas...')).toHaveValue('');
  expect(screen.getByRole('option', { name: 'Khar Road' })).toHaveAttribute('aria-selected', 'true');
});

it('closes on an outside click and on Escape, clearing the search text', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(toggle());
  await user.type(screen.getByPlaceholderText('Search areas...'), 'dad');
  await user.click(screen.getByText('outside'));
  expect(screen.queryByRole('listbox')).toBeNull();
  await user.click(toggle());
  expect(screen.getByPlaceholderText('Search areas...')).toHaveValue('');
  await user.type(screen.getByPlaceholderText('Search areas...'), 'dad');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(toggle()).toHaveFocus();
});

it('picks with the keyboard', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(toggle());
  await user.type(screen.getByPlaceholderText('Search areas...'), 'ba');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bandra', 'Mumbai Central']);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(toggle()).toHaveAccessibleName('From Mumbai Central');
});
