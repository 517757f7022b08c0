import type { AdminUser } from '../../../domain/admin.ts';
import { useAdminUsers } from '../api/get-users.ts';
import { adminCopy } from '../copy.ts';
import { matchesSearch } from '../search.ts';
import { EmptyRows, ScrollArea, SearchableTable, tableClass, tbodyClass, tdClass, thClass, theadClass, trClass } from './table-section.tsx';

const c = adminCopy.users;

/** SPEC section 2: every user's name, email and contact, searchable. */
export function UsersTable() {
  return (
    <SearchableTable copy={c} what="users" result={useAdminUsers()} rows={(users, query, id) => <UserRows users={users} query={query} labelledBy={id} />} />
  );
}

function UserRows({ users, query, labelledBy }: { users: AdminUser[]; query: string; labelledBy: string }) {
  const rows = users.filter((u) => matchesSearch(query, [u.name, u.email, u.contactNo]));
  return (
    <>
      <p className="mt-2 text-sm text-ink-muted">{c.count(rows.length, users.length)}</p>
      <ScrollArea labelledBy={labelledBy}>
        <table className={`${tableClass} sm:min-w-[36rem]`}>
          <thead className={theadClass}>
            <tr>
              <th scope="col" className={thClass}>
                {c.name}
              </th>
              <th scope="col" className={thClass}>
                {c.email}
              </th>
              <th scope="col" className={thClass}>
                {c.contact}
              </th>
            </tr>
          </thead>
          <tbody className={tbodyClass}>
            {rows.map((u) => (
              <tr key={u._id} className={trClass}>
                <td data-label={c.name} className={`${tdClass} font-medium text-ink`}>
                  {u.name}
                </td>
                <td data-label={c.email} className={`${tdClass} break-all text-ink-muted`}>
                  {u.email}
                </td>
                <td data-label={c.contact} className={`${tdClass} tabular-nums text-ink-muted`}>
                  {u.contactNo}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <EmptyRows query={query} none={c.none} noMatch={c.empty} />}
      </ScrollArea>
    </>
  );
}
