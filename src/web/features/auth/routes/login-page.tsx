import { Navigate, useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FullPageSpinner } from '../../../components/spinner';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useCurrentUser } from '../../../lib/auth';
import { useSignupOpen } from '../api/get-signup-status';
import { AuthLayout, AuthLink } from '../components/auth-layout';
import { InviteRequestLink } from '../components/invite-request-link';
import { LoginForm } from '../components/login-form';
import { LoginNotices } from '../components/login-notices';
import { SocialSignInLink } from '../components/social-sign-in-link';

/** What the invite page hands over after creating an account, so the new golfer only types a password. */
const LoginStateSchema = z.object({ username: z.string() });

/**
 * /login (product §A2): local sign-in, social sign-in when a provider is configured, and the ways to sign up or
 * reset a password. The header's Start Free Trial lands here too, so a newcomer reads how to get in during the
 * private beta; a golfer whose account was just created reads that it is ready (issue 12).
 */
export function LoginPage() {
  useDocumentMeta({ title: 'Sign In | Dormie', description: 'Sign in to Dormie to keep live golf scores, handicaps and friendly bets with your group.' });
  const { data: user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  const handedOver = LoginStateSchema.safeParse(useLocation().state);
  const newUsername = handedOver.success ? handedOver.data.username : undefined;
  const signupOpen = useSignupOpen();

  if (isPending) return <FullPageSpinner label="Checking your session" />;
  if (user) return <Navigate to="/app" replace />;

  return (
    <AuthLayout
      title={newUsername ? 'Your account is ready' : 'Sign in to Dormie'}
      description={newUsername ? 'Sign in with the password you just chose.' : 'Keep live scores, handicaps and bets with your group.'}
      // A golfer whose account was just created needs no way to get one.
      footer={
        newUsername ? undefined : signupOpen ? (
          <p>
            Don't have an account? <AuthLink to="/signup">Sign up</AuthLink>
          </p>
        ) : (
          <p className="text-pretty">
            New to Dormie? <AuthLink to="/signup">Sign up</AuthLink> by invitation during the private beta: ask <InviteRequestLink /> for
            one.
          </p>
        )
      }
    >
      <LoginNotices error={params.get('error')} reason={params.get('reason')} />
      <LoginForm initialUsername={newUsername} />
      <SocialSignInLink />
    </AuthLayout>
  );
}
