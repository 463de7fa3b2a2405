import { UserXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { profileMessages } from '../../../../contract/profile';
import { StatusPanel } from '../../../components/status-panel';
import { buttonVariants } from '../../../components/ui/button';

/** A profile that cannot be loaded (product §G8 'Profile not found'): no such golfer, or the call failed. */
export function ProfileNotFound() {
  return (
    <StatusPanel
      icon={UserXIcon}
      tone="sand"
      title={profileMessages.notFound}
      className="py-12"
      actions={
        <Link to="/app" className={buttonVariants({ size: 'lg' })}>
          Back to Home
        </Link>
      }
    >
      This golfer's profile doesn't exist or couldn't be loaded.
    </StatusPanel>
  );
}
