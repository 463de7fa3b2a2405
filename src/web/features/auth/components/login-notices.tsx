import { ClockIcon, TriangleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { SESSION_EXPIRED_REASON } from '../../../lib/session';
import { authMessages } from '../lib/messages';

/**
 * Why the login page opened: a refused social sign-in (the server redirects with ?error=<message>), or a
 * session that ended on the server (?reason=session-expired, product §A8).
 */
export function LoginNotices({ error, reason }: { error: string | null; reason: string | null }) {
  if (error) {
    return (
      <Alert variant="destructive" className="mb-5">
        <TriangleAlertIcon aria-hidden />
        <AlertTitle>Sign-in failed</AlertTitle>
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    );
  }
  if (reason === SESSION_EXPIRED_REASON) {
    return (
      <Alert role="status" className="mb-5">
        <ClockIcon aria-hidden />
        <AlertTitle>{authMessages.sessionExpired}</AlertTitle>
        <AlertDescription>You were signed out. Please sign in again.</AlertDescription>
      </Alert>
    );
  }
  return null;
}
