import { SearchXIcon } from 'lucide-react';
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
