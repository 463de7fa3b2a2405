import { useSignedInUser } from '../../../lib/auth';
import { useAdminUsers } from '../api/get-users';
import { useAdminListPage } from '../lib/use-admin-list-page';
import { AdminListSection } from './admin-list-section';
import { CreateUserDialog } from './create-user-dialog';
import { UserCard } from './user-card';

/**
 * Users tab (product §G2, §G6): every account, newest first, with its status and the admin's actions; searched and paged
 * by the server (GET /api/admin/users), as the Games tab is, so a club of thousands of golfers loads one page at a time.
 */
export function UsersTab() {
  const me = useSignedInUser();
  return (
    <AdminListSection
      id="admin-users-heading"
      title="Users"
      action={<CreateUserDialog />}
      noun={['account', 'accounts']}
      search={{ label: 'Search users', placeholder: 'Search by name, username, email or Player ID' }}
      state={useAdminListPage(useAdminUsers)}
      rowKey={(user) => user.id}
      renderRow={(user) => <UserCard user={user} isSelf={user.id === me.id} />}
    />
  );
}
