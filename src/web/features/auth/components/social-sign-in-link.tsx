import { KeyRoundIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useSocialSignIn } from '../api/get-signup-status';
import { OrDivider } from './or-divider';

/**
 * Its children under an "or" rule, only when the server has an OpenID Connect provider: without one GET /api/login
 * only comes back to /login, so the visitor screens offer no social button at all (issue 12).
 */
function WhenSocialSignIn({ children }: { children: ReactNode }) {
  if (!useSocialSignIn()) return null;
  return (
    <>
      <OrDivider />
      {children}
    </>
  );
}

/**
 * Social sign-in (product §A2): a navigation, not a fetch, because the server sends the browser on to the
 * provider (GET /api/login). With an invitation code a new golfer can create the account that way too.
 */
export function SocialSignInLink({ inviteCode }: { inviteCode?: string }) {
  const href = inviteCode ? `/api/login?${new URLSearchParams({ invite: inviteCode }).toString()}` : '/api/login';
  return (
    <WhenSocialSignIn>
      <Button asChild variant="outline" size="lg" className="w-full">
        <a href={href}>
          <KeyRoundIcon aria-hidden />
          Continue with social sign-in
        </a>
      </Button>
    </WhenSocialSignIn>
  );
}

/** The signup page's social sign-up (product §A2): shown disabled, since an account comes from an invitation. */
export function SocialSignUpButton() {
  return (
    <WhenSocialSignIn>
      <Button variant="outline" size="lg" className="w-full" disabled>
        <KeyRoundIcon aria-hidden />
        Sign up with social sign-in
      </Button>
    </WhenSocialSignIn>
  );
}
