import { useSignedInUser } from '../../../lib/auth';
import { useAdminUsers } from '../api/users';
import { CreateUserDialog } from './create-user-dialog';
import { LoadState } from './load-state';
import { UserCard } from './user-card';

/** Users tab (spec 001 §2, §6): every account with its status and the admin's actions. */
export function UsersTab() {
  const users = useAdminUsers();
  const me = useSignedInUser();
  return (
    <section aria-labelledby="admin-users-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-users-heading" className="text-xl font-bold">
            Users
          </h2>
          {users.data ? <p className="text-sm text-muted-foreground">{users.data.length} accounts</p> : null}
        </div>
        <CreateUserDialog />
      </div>
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
    </section>
  );
}
