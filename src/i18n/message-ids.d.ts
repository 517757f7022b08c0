import type english from './catalogues/en.json';

// A message id is a key of the English catalogue: a typo or a removed key fails the typecheck, not a reader's screen.
declare module '@lingui/core' {
  interface Register {
    messageIds: keyof typeof english;
  }
}
