import { DownloadIcon } from 'lucide-react';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { useExportBackup } from '../api/export-backup';
import { DocsSection, type DocsSectionProps, DocsTopic } from './docs-section';

const code = 'rounded bg-muted px-1 py-0.5 font-mono text-[0.8125rem] break-all';

/** The Backup and restore section: the Download Backup button and how to load a backup into an empty database (issue 16). */
export function DocsBackup({ id, title }: DocsSectionProps) {
  const exportBackup = useExportBackup();
  return (
    <DocsSection id={id} title={title} intro="A backup is one zip file: every table as JSON, with a manifest.json of row counts.">
      <DocsTopic title="Download a backup">
        <p>
          The zip holds everything a restore needs, including the salted password hashes, so golfers can sign in with their own
          passwords afterwards. Nothing short-lived is in it: no sessions, no temporary passwords. Every export is recorded, with
          who made it and when.
        </p>
        <p className="font-medium">Keep the file as safe as the database itself: it holds the password hashes.</p>
        <Button
          className="w-full sm:w-auto sm:justify-self-start"
          disabled={exportBackup.isPending}
          aria-busy={exportBackup.isPending}
          onClick={() => exportBackup.mutate()}
        >
          {exportBackup.isPending ? <Spinner className="size-4" /> : <DownloadIcon aria-hidden />}
          Download Backup
        </Button>
      </DocsTopic>
      <DocsTopic title="Restore">
        <ol className="grid list-decimal gap-1.5 pl-5">
          <li>Stop the Dormie server.</li>
          <li>
            Point Dormie at an empty database: the embedded one in a fresh <code className={code}>DATA_DIR</code>, or PostgreSQL
            through <code className={code}>DATABASE_URL</code>.
          </li>
          <li>
            Run <code className={code}>npm run restore -- backup.zip --admins=your-username</code> with the same settings,
            naming every administrator account in the backup, separated by commas: a backup that makes anyone else an administrator
            is refused. It checks the row counts against the manifest.
          </li>
          <li>Start the server again. Everyone signs in afresh (sessions are not in a backup), with the same passwords.</li>
        </ol>
        <p>
          The restore refuses a database that already holds data. Given <code className={code}>--replace</code> it wipes that
          database first, then loads the backup.
        </p>
      </DocsTopic>
    </DocsSection>
  );
}
