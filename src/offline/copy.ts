/** Every word the offline layer shows: the banner, waiting actions and replays, and the update toast (the install button's are in the catalogues). */
export const offlineCopy = {
  waiting: 'Will be sent when you are back online',
  banner: {
    offline: 'Offline',
    updated: (ago: string) => `updated ${ago}`,
    neverUpdated: 'nothing saved on this device yet',
  },
  rejectedFallback: 'The server could not accept an action you made offline.',
  signInToSend: 'Please sign in to send the actions you made offline.',
  update: {
    available: 'A new version is available',
    body: 'Reload to start using it.',
    reload: 'Reload',
    reloading: 'Reloading…',
  },
} as const;
