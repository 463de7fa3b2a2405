import { ShieldCheckIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../contract/user';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useNow } from '../../../hooks/use-now';
import { membershipOf } from '../../../lib/membership';

/**
 * The top bar's account status (product §A2, §A6): admins see 'Administrator Mode' instead of subscription
 * information; others their plan (from a tablet up; the dashboard says it on a phone) and, with 7 or fewer
 * trial days left, the Upgrade button.
 */
export function AccountStatus({ user }: { user: CurrentUser }) {
  const membership = membershipOf(user, useNow());
  if (membership.kind === 'admin') {
    return (
      // On a phone the words take two lines, and below 400 px the shield goes, so the row keeps the bell (issue 13) and
      // the menu's 44 px button on a 360 px screen.
      <Badge className="w-min px-1.5 py-1 text-center text-[10px] leading-tight whitespace-normal max-[399px]:[&>svg]:hidden sm:w-auto sm:px-2.5 sm:text-xs sm:whitespace-nowrap">
        <ShieldCheckIcon aria-hidden />
        {membership.label}
      </Badge>
    );
  }
  return (
    <>
      <Badge variant="secondary" className="hidden py-1 sm:inline-flex">
        {membership.label}
      </Badge>
      {membership.showUpgrade ? (
        // Below 400 px without its icon and with less padding, so the bell (issue 13) still fits a 360 px row.
        <Button asChild size="sm" className="max-[399px]:px-2 max-[399px]:[&_svg]:hidden">
          <Link to="/subscribe">
            <SparklesIcon aria-hidden />
            Upgrade
          </Link>
        </Button>
      ) : null}
    </>
  );
}
