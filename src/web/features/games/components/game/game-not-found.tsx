import { CloudOffIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPanel } from '../../../../components/status-panel';
import { buttonVariants } from '../../../../components/ui/button';

/** A game that cannot be loaded (product §G2, §G8): gone, never there, or private to someone else. */
export function GameNotFound() {
  return (
    <StatusPanel
      icon={SearchXIcon}
      tone="sand"
      title="Game Not Found"
      className="py-12"
      actions={
        <Link to="/app" className={buttonVariants({ size: 'lg' })}>
          Back to Home
        </Link>
      }
    >
      This game doesn't exist or may have been deleted.
    </StatusPanel>
  );
}

/** A game this phone could not reach and has no copy of (issue 29): it keeps a game once it has been opened with signal. */
export function GameNotKept() {
  return (
    <StatusPanel
      icon={CloudOffIcon}
      tone="sand"
      title="No signal"
      className="py-12"
      actions={
        <button type="button" className={buttonVariants({ size: 'lg' })} onClick={() => window.location.reload()}>
          Try Again
        </button>
      }
    >
      This game isn't saved on this phone yet. Open it once with signal and it stays here for the dead spots.
    </StatusPanel>
  );
}
