import type { AdminUser } from '#src/domain/admin.ts';
import { useT } from '#src/i18n/language-context.tsx';
import type { Translate } from '#src/i18n/translator.ts';
import { useAdminUsers } from '../api/get-users.ts';
import { SearchableTable, type TableCopy, TableHead, tableClass, tbodyClass, tdClass, trClass, useTableSearch } from './table-section.tsx';

const usersCopy = (t: Translate): TableCopy => ({
  heading: t('admin.users.heading'),
  search: t('admin.users.search'),
  searchPlaceholder: t('admin.users.searchPlaceholder'),
  loading: t('admin.users.loading'),
  loadFailed: t('admin.users.loadFailed'),
  loadMore: t('admin.users.loadMore'),
  empty: t('admin.users.empty'),
  none: t('admin.users.none'),
  count: (shown, total) => t('admin.users.count', { shown, total }),
});

/** Every user's name, email and contact, searched and paged on the server. */
export function UsersTable() {
  const t = useT();
  const search = useTableSearch();
  return (
    <SearchableTable copy={usersCopy(t)} what="users" search={search} result={useAdminUsers(search.query)} rowsOf={(page) => page.users}>
      {(users) => <UserRows rows={users} t={t} />}
    </SearchableTable>
  );
}

function UserRows({ rows, t }: { rows: AdminUser[]; t: Translate }) {
  const name = t('admin.users.name');
  const email = t('admin.users.email');
  const contact = t('admin.users.contact');
  return (
    <table className={`${tableClass} sm:min-w-[36rem]`}>
      <TableHead columns={[name, email, contact]} />
      <tbody className={tbodyClass}>
        {rows.map((u) => (
          <tr key={u._id} className={trClass}>
            <td data-label={name} className={`${tdClass} font-medium text-ink`}>
              {u.name}
            </td>
            <td data-label={email} className={`${tdClass} break-all text-ink-muted`}>
              {u.email}
            </td>
            <td data-label={contact} className={`${tdClass} tabular-nums text-ink-muted`}>
              {u.contactNo}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
