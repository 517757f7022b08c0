/**
 * Taps on buttons of a server-rendered page before the app has taken it over would do nothing (the buttons have
 * no handlers yet) and be lost. They are held instead, and tapped again once the app runs, in order; links and
 * form fields work without the app and are left alone. Returns the function that replays them and stops holding.
 */
export function holdEarlyTaps(doc: Document): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  doc.addEventListener('click', hold, true);
  return () => {
    doc.removeEventListener('click', hold, true);
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };
}
