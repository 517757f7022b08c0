import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAnswer } from '../../../domain/answers.ts';
import type { LoginInput } from '../../../domain/account.ts';
import { useFollowLang } from '../../../i18n/language-context.tsx';
import { cookieLang } from '../../../i18n/remembered-lang.ts';
import { api } from '../../../lib/api-client.ts';
import { meQueryOptions } from '../../../lib/session.ts';

export function useLogin() {
  const qc = useQueryClient();
  const follow = useFollowLang();
  return useMutation({
    mutationFn: (input: LoginInput) => api<UserAnswer>('/api/auth/login', { method: 'POST', body: input }),
    onSuccess: () => {
      // The device follows the account's language, which the answer set in the lang cookie (decision 0046).
      const lang = cookieLang();
      if (lang) follow(lang);
      // After login the current user is fetched again.
      return qc.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    },
  });
}
