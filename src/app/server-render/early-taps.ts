/**
 * Taps on buttons of a server-rendered page before the app has taken it over would do nothing (the buttons have
 * no handlers yet) and be lost. They are held instead, and tapped again once the app runs, in order; links work
 * without the app and are left alone. A reader of Hindi gets the page painted anew in Hindi (src/main.tsx): a
 * button held there is found again by its words and place, so a tap on English still switches back.
 * Text typed and choices made in form fields meanwhile stay on screen, but React takes the field over as it finds
 * it without telling the page: the search box would show "2 BHK" over a list that never heard of it. Those fields
 * are told again once the app runs. Returns the function that replays all this and stops holding.
 */
export function holdEarlyTaps(doc: Document): () => void {
  const held: HeldButton[] = [];
  const edited = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ button, ...whereIs(doc, button) });
  };
  const note = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && isTextField(field))) {
      edited.set(field, field.value);
      // Told once, by the replay below: React, hydrating, also queues such an event and replays it itself once the
      // field is hydrated, but by then it has set a select back to the server's option, so its replay chose that one
      // again after ours (a reader switching a Hindi page to English got Hindi back).
      event.stopPropagation();
    }
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('input', note, true);
  doc.addEventListener('change', note, true);
  return () => {
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('input', note, true);
    doc.removeEventListener('change', note, true);
    for (const [field, value] of edited) if (field.isConnected) announce(field, value);
    edited.clear();
    for (const tap of held.splice(0)) (tap.button.isConnected ? tap.button : foundAgain(doc, tap))?.click();
  };
}

interface HeldButton {
  button: HTMLButtonElement;
  /** Its name as a screen reader says it, and which of the page's buttons of that name it is. */
  words: string;
  nth: number;
}

const wordsOf = (button: HTMLButtonElement) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
const buttonsNamed = (doc: Document, words: string) => [...doc.querySelectorAll('button')].filter((b) => wordsOf(b) === words);

function whereIs(doc: Document, button: HTMLButtonElement): Pick<HeldButton, 'words' | 'nth'> {
  const words = wordsOf(button);
  return { words, nth: buttonsNamed(doc, words).indexOf(button) };
}

/** The same button in a page painted anew, if it is still there and can be tapped. */
function foundAgain(doc: Document, { words, nth }: HeldButton): HTMLButtonElement | undefined {
  const button = words ? buttonsNamed(doc, words)[nth] : undefined;
  return button && !button.disabled ? button : undefined;
}

/** Checkboxes and radios are left out: the only server-rendered ones are in the filter form, which is sent as it is. */
function isTextField(input: HTMLInputElement): boolean {
  return !['checkbox', 'radio', 'file', 'submit', 'reset', 'button', 'image', 'hidden'].includes(input.type);
}

/**
 * React sets a select back to the server's option as it takes it over: the choice is put back, and its change
 * reaches React as it is. A text field keeps what was typed, but its input counts only if its value differs from the
 * one React last saw, which since then is the typed one; so the field is first set through its own setter to the
 * server's value (what React then believes is shown), and the typed text put back through the browser's, unseen by
 * React, as testing-library does.
 */
function announce(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, typed: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = typed;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
