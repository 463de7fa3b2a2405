import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useSignedInUser } from '../../../lib/auth';
import { AccessDenied } from '../components/access-denied';
import { AdminPanel } from '../components/admin-panel';

/** /admin (product §G2): the admin panel, or 'Access Denied' for everyone else. */
export function AdminPage() {
  useDocumentMeta({ title: 'Admin | Dormie', description: 'Manage Dormie users and invitations.' });
  const user = useSignedInUser();
  if (!user.isAdmin) return <AccessDenied />;
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">Admin Panel</h1>
        <p className="mt-1 text-muted-foreground">Manage golfers, invitations and access.</p>
      </header>
      <AdminPanel />
    </div>
  );
}
