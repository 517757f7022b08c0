/** A polite, announced loading line; `text` defaults to the guard's 'Loading'. */
export function Loading({ text = 'Loading' }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-3 py-16 text-ink-muted">
      <span className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
