import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Makes jsdom report the network as down (or back) and fires the event useOnline listens for. */
export function setNetwork(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
