import { LoadState } from '../../../components/load-state';
import { PanelSection } from '../../../components/panel-section';
import { useSignedInUser } from '../../../lib/auth';
import { formatCount } from '../../../lib/format';
import { useAdminUsers } from '../api/get-users';
import { CreateUserDialog } from './create-user-dialog';
import { UserCard } from './user-card';

/** Users tab (product §G2, §G6): every account with its status and the admin's actions. */
export function UsersTab() {
  const users = useAdminUsers();
  const me = useSignedInUser();
  return (
    <PanelSection id="admin-users-heading" title="Users" summary={users.data ? formatCount(users.data.length, 'account') : null} action={<CreateUserDialog />}>
      <LoadState isPending={users.isPending} error={users.error} loadingLabel="Loading users…" onRetry={() => void users.refetch()} />
      {users.data ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {users.data.map((user) => (
            <li key={user.id}>
              <UserCard user={user} isSelf={user.id === me.id} />
            </li>
          ))}
        </ul>
      ) : null}
    </PanelSection>
  );
}
