import { TicketXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { AuthIcon, AuthLayout } from './auth-layout';
import { authMessages } from '../lib/messages';

/** The invalid state of /invite/{code} (product §A2). */
export function InvalidInvitation() {
  return (
    <AuthLayout
      icon={<AuthIcon tone="destructive"><TicketXIcon aria-hidden /></AuthIcon>}
      title="Invalid Invitation"
      description={authMessages.invitePageInvalid}
    >
      <Button asChild size="lg" className="w-full">
        <Link to="/">Go to Home</Link>
      </Button>
    </AuthLayout>
  );
}
