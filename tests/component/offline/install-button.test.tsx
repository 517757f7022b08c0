import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { InstallButton, type BeforeInstallPromptEvent } from '#src/offline/app-install/install-button.tsx';

/** What Chromium dispatches when the app is installable. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => undefined);
  const event: BeforeInstallPromptEvent = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return { event, prompt };
}

it('stays hidden until the browser offers installation, then shows Install and opens the browser prompt', async () => {
  render(<InstallButton />);
  expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

  const { event, prompt } = installOffer('accepted');
  act(() => {
    window.dispatchEvent(event);
  });
  // The browser's own mini-infobar is suppressed in favour of the button.
  expect(event.defaultPrevented).toBe(true);
  const button = screen.getByRole('button', { name: 'Install app' });

  await userEvent.click(button);
  expect(prompt).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
});

it('hides the button once the app is installed from the browser menu', () => {
  render(<InstallButton />);
  act(() => {
    window.dispatchEvent(installOffer('dismissed').event);
  });
  expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
});
