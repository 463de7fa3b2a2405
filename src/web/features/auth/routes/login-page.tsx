import { Navigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../../components/spinner';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useCurrentUser } from '../../../lib/auth';
import { useSignupOpen } from '../api/get-signup-status';
import { AuthLayout, AuthLink } from '../components/auth-layout';
import { InviteRequestLink } from '../components/invite-request-link';
import { LoginForm } from '../components/login-form';
import { LoginNotices } from '../components/login-notices';
import { SocialSignInLink } from '../components/social-sign-in-link';

/**
 * /login (product §A2): local sign-in, social sign-in when a provider is configured, and the ways to sign up or
 * reset a password. The header's Start Free Trial lands here too, so a newcomer reads how to get in during the
 * private beta. (A golfer whose account was just created is signed in by it and never comes here, issue 34.)
 */
export function LoginPage() {
  useDocumentMeta({ title: 'Sign In | Dormie', description: 'Sign in to Dormie to keep live golf scores, handicaps and friendly bets with your group.' });
  const { data: user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  const signupOpen = useSignupOpen();

  if (isPending) return <FullPageSpinner label="Checking your session" />;
  if (user) return <Navigate to="/app" replace />;

  return (
    <AuthLayout
      title="Sign in to Dormie"
      description="Keep live scores, handicaps and bets with your group."
      footer={
        signupOpen ? (
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
      <LoginForm />
      <SocialSignInLink />
    </AuthLayout>
  );
}
