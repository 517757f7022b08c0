/** A station's mark: filled with enough homes under the budget, a hollow ring without, so shape says it, not colour alone. */
export function BudgetMark({ cx, cy, r, within }: { cx: number; cy: number; r: number; within: boolean }) {
  return within ? (
    <circle cx={cx} cy={cy} r={r} className="fill-brand-600 stroke-card" strokeWidth={1.5} />
  ) : (
    <circle cx={cx} cy={cy} r={r - 1} className="fill-card stroke-ink-muted" strokeWidth={2} />
  );
}
