import { KeyRoundIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/**
 * Social sign-in (spec 000 §2): a navigation, not a fetch, because the server sends the browser on to the
 * provider (GET /api/login). With an invitation code a new golfer can create the account that way too.
 */
export function SocialSignInLink({ inviteCode }: { inviteCode?: string }) {
  const href = inviteCode ? `/api/login?${new URLSearchParams({ invite: inviteCode }).toString()}` : '/api/login';
  return (
    <Button asChild variant="outline" size="lg" className="w-full">
      <a href={href}>
        <KeyRoundIcon aria-hidden />
        Continue with social sign-in
      </a>
    </Button>
  );
}
