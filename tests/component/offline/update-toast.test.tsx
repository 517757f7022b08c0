import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, expect, it, vi } from 'vitest';
import { showUpdateToast } from '#src/offline/app-install/update-toast.tsx';

afterEach(() => vi.useRealTimers());

it('keeps the update toast up until Reload is pressed, then hands over to the new version once', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(<Toaster />);
  const reload = vi.fn(async () => undefined);
  act(() => showUpdateToast(reload));
  expect(await screen.findByText('A new version is available')).toBeInTheDocument();

  // Far past every react-hot-toast duration: still there.
  act(() => vi.advanceTimersByTime(60_000));
  expect(screen.getByText('A new version is available')).toBeInTheDocument();

  // A second update found meanwhile does not stack a second toast.
  act(() => showUpdateToast(reload));
  expect(screen.getAllByText('A new version is available')).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
});
