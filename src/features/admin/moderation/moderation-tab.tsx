import { useState } from 'react';
import { DuplicatesTab } from './duplicates-tab.tsx';
import { ListingModerationPanel } from './listing-moderation-panel.tsx';
import { ListingsTab } from './listings-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import moderationWords from 'virtual:catalogue/en/moderation';
import reasonWords from 'virtual:catalogue/en/reason';
import errorsWords from 'virtual:catalogue/en/errors';
import duplicatesWords from 'virtual:catalogue/en/duplicates';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [moderationWords, reasonWords, errorsWords, duplicatesWords];

/** The Reports or Listings tab, with the listing under review above it; loaded only when an admin opens one. */
export default function ModerationTab({ which }: { which: 'reports' | 'listings' | 'duplicates' }) {
  const [reviewing, setReviewing] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      {reviewing && <ListingModerationPanel key={reviewing} id={reviewing} onClose={() => setReviewing(null)} />}
      {which === 'reports' ? (
        <ReportsTab onReview={setReviewing} />
      ) : which === 'duplicates' ? (
        <DuplicatesTab onReview={setReviewing} />
      ) : (
        <ListingsTab onReview={setReviewing} />
      )}
    </div>
  );
}
