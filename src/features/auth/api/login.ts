import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAnswer } from '#src/domain/answers.ts';
import type { LoginInput } from '#src/domain/account.ts';
import { useFollowLang } from '#src/i18n/language-context.tsx';
import { cookieLang } from '#src/i18n/remembered-lang.ts';
import { api } from '#src/lib/api-client.ts';
import { meQueryOptions } from '#src/lib/session.ts';

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
