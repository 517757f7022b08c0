import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { type FactsOfListing, type FactsOfListingInput, factsOfListingSchema } from '#src/domain/listing-facts-change.ts';
import type { Property } from '#src/domain/property.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useErrorMessage } from '#src/lib/error-words.ts';
import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import errorsWords from 'virtual:catalogue/en/errors';
import factsWords from 'virtual:catalogue/en/facts';
import uploadWords from 'virtual:catalogue/en/upload';
import { FactsFields, PostedByFields } from '../upload/facts-fields.tsx';
import { useChangeFacts } from './change-facts.ts';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [errorsWords, uploadWords, factsWords];

export type FactsListing = Pick<
  Property,
  | '_id'
  | 'propertyName'
  | 'type'
  | 'postedBy'
  | 'brokerageMonths'
  | 'brokeragePercent'
  | 'maintenance'
  | 'floor'
  | 'totalFloors'
  | 'possession'
  | 'builtYear'
  | 'parkingCovered'
  | 'parkingOpen'
  | 'furnishing'
  | 'facing'
  | 'ocReceived'
>;

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** The form's fields as the listing states them now; what it does not state is an empty field. */
function initialFields(p: FactsListing): FactsOfListingInput {
  return {
    type: p.type,
    postedBy: p.postedBy ?? 'agent',
    brokerageMonths: text(p.brokerageMonths),
    brokeragePercent: text(p.brokeragePercent),
    maintenance: text(p.maintenance),
    floor: text(p.floor),
    totalFloors: text(p.totalFloors),
    possession: p.possession ?? '',
    builtYear: text(p.builtYear),
    parkingCovered: text(p.parkingCovered),
    parkingOpen: text(p.parkingOpen),
    furnishing: p.furnishing ?? '',
    facing: p.facing ?? '',
    ocReceived: p.ocReceived ?? '',
  };
}

/**
 * The listing's facts in the upload's own fields and rules, checked (each field, and the rules between them) before
 * anything is sent; the whole set is sent, so a field emptied is no longer stated. What was typed stays through a
 * refusal, an error or a lost connection. Online only, as the other edits: offline Save is disabled and says why.
 */
export default function ChangeFactsForm({ property, onDone }: { property: FactsListing; onDone: (saved: boolean) => void }) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const offline = useOfflineBlock();
  const change = useChangeFacts(property._id);
  const form = useForm<FactsOfListingInput, unknown, FactsOfListing>({
    resolver: zodResolver(factsOfListingSchema),
    mode: 'onTouched',
    defaultValues: initialFields(property),
  });
  const { setFocus } = form;
  useEffect(() => setFocus('postedBy'), [setFocus]);
  const failure = change.error ? errorMessage(change.error, t('factsEdit.failed'), t('factsEdit.offline')) : null;

  const save = form.handleSubmit(({ type: _type, ...facts }) => change.mutate(facts, { onSuccess: () => onDone(true) }));

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="space-y-4 rounded-control border border-line p-3"
        onSubmit={(e) => {
          if (offline.blocked) e.preventDefault();
          else void save(e);
        }}
      >
        <PostedByFields />
        <FactsFields narrow />
        {offline.blocked && <OfflineNote id={offline.noteId} text={t('factsEdit.offline')} />}
        {failure && (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" className="flex-1" disabled={change.isPending || offline.blocked} aria-describedby={offline.describedBy}>
            {change.isPending ? t('factsEdit.busy') : t('factsEdit.submit')}
          </Button>
          <Button variant="secondary" onClick={() => onDone(false)}>
            {t('factsEdit.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
