import { useDeferredValue, useId, useState } from 'react';
import type { AdminUser } from '../../../domain/admin.ts';
import { Loading } from '../../../ui/loading.tsx';
import { useAdminUsers } from '../api/get-users.ts';
import { adminCopy } from '../copy.ts';
import { matchesSearch } from '../search.ts';
import { useLogError } from '../use-log-error.ts';
import { SearchField } from './search-field.tsx';
import { LoadFailed, ScrollArea, TableSection, tdClass, thClass } from './table-section.tsx';

const c = adminCopy.users;

/** SPEC section 2: every user's name, email and contact, searchable. */
export function UsersTable() {
  const id = useId();
  const users = useAdminUsers();
  useLogError(users.error, 'users');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);

  return (
    <TableSection id={id} heading={c.heading} search={<SearchField label={c.search} placeholder={c.searchPlaceholder} value={search} onChange={setSearch} />}>
      {users.isPending ? (
        <Loading text={c.loading} />
      ) : users.isError ? (
        <LoadFailed text={c.loadFailed} onRetry={() => void users.refetch()} />
      ) : (
        <UserRows users={users.data} query={query} labelledBy={id} />
      )}
    </TableSection>
  );
}

function UserRows({ users, query, labelledBy }: { users: AdminUser[]; query: string; labelledBy: string }) {
  const rows = users.filter((u) => matchesSearch(query, [u.name, u.email, u.contactNo]));
  return (
    <>
      <p className="mt-2 text-sm text-ink-muted">{c.count(rows.length, users.length)}</p>
      <ScrollArea labelledBy={labelledBy}>
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <thead>
            <tr>
              <th scope="col" className={thClass}>{c.name}</th>
              <th scope="col" className={thClass}>{c.email}</th>
              <th scope="col" className={thClass}>{c.contact}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr key={u._id} className="hover:bg-surface">
                <td className={`${tdClass} font-medium text-ink`}>{u.name}</td>
                <td className={`${tdClass} text-ink-muted`}>{u.email}</td>
                <td className={`${tdClass} tabular-nums text-ink-muted`}>{u.contactNo}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="px-4 py-8 text-center text-ink-muted">{c.empty}</p>}
      </ScrollArea>
    </>
  );
}
