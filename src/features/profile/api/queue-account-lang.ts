import type { QueryClient } from '@tanstack/react-query';
import type { AccountLangInput } from '#src/domain/account-language.ts';
import type { Lang } from '#src/domain/languages.ts';
import { meQueryOptions } from '#src/lib/session.ts';
import { queueAction } from '#src/offline/outbox/index.ts';

export const ACCOUNT_LANG_PATH = '/api/user/lang';

/**
 * A signed-in reader's choice of language, for their account: through the outbox, so it waits out a dead network or
 * a closed app, and their e-mails and notifications follow it once it is sent (decision 0046). A visitor's stays on the device.
 */
export async function queueAccountLang(qc: QueryClient, lang: Lang): Promise<void> {
  const user = qc.getQueryData(meQueryOptions.queryKey);
  if (!user) return;
  const body: AccountLangInput = { lang };
  await queueAction({ kind: 'language', userId: user._id, method: 'PUT', path: ACCOUNT_LANG_PATH, body });
}
