import { UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { groupMessages } from '../../../../contract/groups';
import { StatusPanel } from '../../../components/status-panel';
import { buttonVariants } from '../../../components/ui/button';

/** A group the caller cannot open: none of that id, or one they are not in (the server answers both 404). */
export function GroupNotFound() {
  return (
    <StatusPanel
      icon={UsersIcon}
      tone="sand"
      title={groupMessages.notFound}
      className="py-12"
      actions={
        <Link to="/app/groups" className={buttonVariants({ size: 'lg' })}>
          Back to Groups
        </Link>
      }
    >
      This group doesn't exist, or you are not one of its members.
    </StatusPanel>
  );
}
