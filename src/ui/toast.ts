import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

type Message = ValueOrFunction<Renderable, Toast>;
type Library = typeof import('react-hot-toast');

// The library (4.6 KB gzip) loads with the first toast, not with every page that may show one: a toast answers
// something the reader did, so the page's first load never needs it (docs/decisions/0068).
let loaded: Library['toast'] | null = null;

/**
 * Calls the library at once once it is here, so a dismissal made in an event takes effect in that event, as with a
 * static import; before that, once it arrives (calls made meanwhile keep their order).
 */
function withToast(call: (toast: Library['toast']) => void): void {
  if (loaded) {
    call(loaded);
    return;
  }
  void import('react-hot-toast').then((library) => {
    loaded = library.toast;
    call(library.toast);
  });
}

/** react-hot-toast's own calls. */
export const toast = {
  success: (message: Message, options?: ToastOptions) => withToast((t) => t.success(message, options)),
  error: (message: Message, options?: ToastOptions) => withToast((t) => t.error(message, options)),
  custom: (message: Message, options?: ToastOptions) => withToast((t) => t.custom(message, options)),
  dismiss: (id?: string) => withToast((t) => t.dismiss(id)),
};
