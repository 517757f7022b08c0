import { uploadCopy } from './copy.ts';

const c = uploadCopy;

/** The three step names, the current one marked for screen readers. */
export function WizardProgress({ step }: { step: number }) {
  return (
    <ol className="flex gap-2" aria-label={c.stepOf(step + 1, c.steps.length)}>
      {c.steps.map((name, i) => (
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
