import { ArrowLeftIcon, KeyRoundIcon, LockIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { SUPPORT_EMAIL } from '../../../lib/support';
import { AuthIcon, AuthLayout, AuthLink } from '../components/auth-layout';
import { OrDivider } from '../components/or-divider';
import { useSignupOpen } from '../api/get-signup-status';
import { SignupForm } from '../components/signup-form';

/**
 * /signup. During the private beta (spec 000 §1-2) it shows the invite-only notice over a disabled form. When the
 * server opens signup (ALLOW_SIGNUP) the form works, and a sent request shows 'Check Your Email'.
 */
export function SignupPage() {
  useDocumentMeta({ title: 'Sign Up | Dormie', description: 'Dormie is invite-only during the private beta. Request an invitation code to start your free trial.' });
  const [sent, setSent] = useState(false);
  const open = useSignupOpen();

  if (sent) {
    return (
      <AuthLayout
        icon={
          <AuthIcon>
            <MailCheckIcon aria-hidden />
          </AuthIcon>
        }
        title="Check Your Email"
        description="We've sent your invitation code. Follow the link in the e-mail to create your account."
        homeLink={false}
      >
        <Button asChild size="lg" className="w-full">
          <Link to="/">Back to Home</Link>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Start your free trial"
      description="30 days free, no credit card needed."
      footer={
        <>
          <p>
            Already have an account? <AuthLink to="/login">Sign in</AuthLink>
          </p>
          <p>
            <Link to="/pricing" className="inline-flex items-center gap-1 font-medium hover:text-foreground">
              <ArrowLeftIcon className="size-4" aria-hidden />
              Back to pricing
            </Link>
          </p>
        </>
      }
    >
      {open ? null : (
        <Alert role="note" className="mb-5 border-sand bg-sand/15">
          <LockIcon aria-hidden />
          <AlertTitle>Private beta: invite only</AlertTitle>
          <AlertDescription>
            Signups are closed while Dormie is in private beta. Request an invite code from{' '}
            <a href={`mailto:${SUPPORT_EMAIL}?subject=Dormie%20invite%20code`} className="font-semibold text-primary underline underline-offset-4">
              {SUPPORT_EMAIL}
            </a>
            .
          </AlertDescription>
        </Alert>
      )}
      <SignupForm open={open} onSent={() => setSent(true)} />
      <OrDivider />
      <Button variant="outline" size="lg" className="w-full" disabled>
        <KeyRoundIcon aria-hidden />
        Sign up with social sign-in
      </Button>
    </AuthLayout>
  );
}
