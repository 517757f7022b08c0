/** Every string the install button and the update toast show. */
export const pwaCopy = {
  updateAvailable: 'A new version is available',
  updateBody: 'Reload to start using it.',
  reload: 'Reload',
  reloading: 'Reloading…',
  install: 'Install app',
  installShort: 'Install',
} as const;
