import type { MessageId } from '@lingui/core';
import { useT } from '#src/i18n/language-context.tsx';

/** The three steps' names (src/features/listings/upload/steps.ts has their fields). */
export const STEP_NAMES: MessageId[] = ['upload.step1', 'upload.step2', 'upload.step3'];

/** The three step names, the current one marked for screen readers. */
export function WizardProgress({ step }: { step: number }) {
  const t = useT();
  return (
    <ol className="flex gap-2" aria-label={t('upload.stepOf', { n: step + 1, total: STEP_NAMES.length })}>
      {STEP_NAMES.map((id) => t(id)).map((name, i) => (
        <li key={name} aria-current={i === step ? 'step' : undefined} className="flex-1">
          <span className={`block h-1.5 rounded-full ${i <= step ? 'bg-brand-600' : 'bg-line'}`} />
          <span className={`mt-2 block text-xs font-semibold sm:text-sm ${i === step ? 'text-brand-800' : 'text-ink-muted'}`}>
            {i + 1}. {name}
          </span>
        </li>
      ))}
    </ol>
  );
}
