import { Navigate, useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FullPageSpinner } from '../../../components/spinner';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useCurrentUser } from '../../../lib/auth';
import { AuthLayout, AuthLink } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { LoginNotices } from '../components/login-notices';
import { OrDivider } from '../components/or-divider';
import { SocialSignInLink } from '../components/social-sign-in-link';

/** What the invite page hands over after creating an account, so the new golfer only types a password. */
const LoginStateSchema = z.object({ username: z.string() });

/** /login (spec 000 §2): local sign-in, social sign-in, and the ways to sign up or reset a password. */
export function LoginPage() {
  useDocumentMeta({ title: 'Sign In | Dormie', description: 'Sign in to Dormie to keep live golf scores, handicaps and friendly bets with your group.' });
  const { data: user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  const handedOver = LoginStateSchema.safeParse(useLocation().state);

  if (isPending) return <FullPageSpinner label="Checking your session" />;
  if (user) return <Navigate to="/app" replace />;

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to keep score with your group."
      footer={
        <p>
          Don't have an account? <AuthLink to="/signup">Sign up</AuthLink>
        </p>
      }
    >
      <LoginNotices error={params.get('error')} reason={params.get('reason')} />
      <LoginForm initialUsername={handedOver.success ? handedOver.data.username : undefined} />
      <OrDivider />
      <SocialSignInLink />
    </AuthLayout>
  );
}
