import { useQuery } from '@tanstack/react-query';
import { LoadState } from '../../../components/load-state';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { myGroupsQuery } from '../../../lib/groups-queries';
import { CreateGroupForm } from '../components/create-group-form';
import { GroupList } from '../components/group-list';

/** /app/groups (product §R18): the golfer's groups, their role and member count in each, and Create group. */
export function GroupsPage() {
  useDocumentMeta({ title: 'Groups | Dormie', description: 'Your golf groups, their members and the season ledger.' });
  const groups = useQuery(myGroupsQuery);
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Groups</h1>
        <p className="text-muted-foreground">Your regular games: who is in, and who owes whom this season.</p>
      </div>
      <section aria-labelledby="my-groups" className="grid gap-3">
        <h2 id="my-groups" className="text-lg font-semibold">
          My groups
        </h2>
        <LoadState isPending={groups.isPending} error={groups.error} loadingLabel="Loading groups" onRetry={() => void groups.refetch()} />
        {groups.data ? <GroupList groups={groups.data} /> : null}
      </section>
      <CreateGroupForm />
    </div>
  );
}
