import type { AdminUser } from '../../../domain/admin.ts';
import { useAdminUsers } from '../api/get-users.ts';
import { adminCopy } from '../copy.ts';
import { SearchableTable, TableHead, tableClass, tbodyClass, tdClass, trClass, useTableSearch } from './table-section.tsx';

const c = adminCopy.users;

/** SPEC section 2: every user's name, email and contact, searched and paged on the server. */
export function UsersTable() {
  const search = useTableSearch();
  return (
    <SearchableTable copy={c} what="users" search={search} result={useAdminUsers(search.query)} rowsOf={(page) => page.users}>
      {(users) => <UserRows rows={users} />}
    </SearchableTable>
  );
}

function UserRows({ rows }: { rows: AdminUser[] }) {
  return (
    <table className={`${tableClass} sm:min-w-[36rem]`}>
      <TableHead columns={[c.name, c.email, c.contact]} />
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
  );
}
