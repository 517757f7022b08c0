import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

type Message = ValueOrFunction<Renderable, Toast>;

// The library (4.6 KB gzip) loads with the first toast, not with every page that may show one: a toast answers
// something the reader did, so the page's first load never needs it (docs/decisions/0068).
const library = () => import('react-hot-toast');

/** react-hot-toast's own calls, made once its code is here (a moment after the first, at once after that). */
export const toast = {
  success: (message: Message, options?: ToastOptions) => void library().then(({ toast }) => toast.success(message, options)),
  error: (message: Message, options?: ToastOptions) => void library().then(({ toast }) => toast.error(message, options)),
  custom: (message: Message, options?: ToastOptions) => void library().then(({ toast }) => toast.custom(message, options)),
  dismiss: (id?: string) => void library().then(({ toast }) => toast.dismiss(id)),
};
