import { useState } from 'react';
import { LOAN_LIMITS, type LoanTermIssue, type LoanTerms, readLoanTerm } from '#src/domain/home-loan.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { TextField } from '#src/ui/text-field.tsx';

const LABEL = { sharePercent: 'cost.share', ratePercent: 'cost.rate', years: 'cost.years' } as const;

/**
 * One loan term, its unit in its label. A value outside its limits (negative, huge, words, NUL) is refused with a
 * message in the reader's language, and the figures keep the last good one, so nothing reads NaN. `value` is the
 * starting text: the calculator remounts the fields to put the defaults back.
 */
export function LoanField({ term, value, onValue }: { term: keyof LoanTerms; value: number; onValue: (v: number) => void }) {
  const t = useT();
  const [text, setText] = useState(String(value));
  const [issue, setIssue] = useState<LoanTermIssue | null>(null);
  const { min, max, step } = LOAN_LIMITS[term];
  const message = issue === null ? undefined : issue === 'notNumber' ? t('cost.issueNotNumber') : t('cost.issueRange', { min, max });
  return (
    <TextField
      label={t(LABEL[term])}
      type="number"
      inputMode="decimal"
      min={min}
      max={max}
      step={step}
      autoComplete="off"
      value={text}
      error={message}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        const read = readLoanTerm(term, next);
        if ('issue' in read) {
          setIssue(read.issue);
          return;
        }
        setIssue(null);
        onValue(read.value);
      }}
    />
  );
}
