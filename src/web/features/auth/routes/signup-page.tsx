import { ArrowLeftIcon, LockIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { AuthIcon, AuthLayout, AuthLink } from '../components/auth-layout';
import { InviteCodeForm } from '../components/invite-code-form';
import { InviteRequestLink } from '../components/invite-request-link';
import { OrDivider } from '../components/or-divider';
import { useSignupOpen } from '../api/get-signup-status';
import { SignupForm } from '../components/signup-form';
import { SocialSignUpButton } from '../components/social-sign-in-link';

/**
 * /signup. During the private beta (product §A1-§A2) it says how to get in (ask support for an invitation) over a
 * disabled form, with no free-trial pitch above "Signups are closed" (issue 12). When the server opens signup
 * (ALLOW_SIGNUP) the form works under the trial's words, and a sent request shows 'Check Your Email'. Either way a typed
 * invitation code opens its invitation (issue 34).
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
      title={open ? 'Start your free trial' : 'Join the private beta'}
      description={open ? '30 days free, no credit card needed.' : undefined}
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
          <AlertDescription className="grid gap-2">
            <p>
              Signups are closed while Dormie is in private beta. Request an invite code from <InviteRequestLink />; your free trial starts when
              you accept the invitation.
            </p>
            <p>Already invited? Enter your invitation code below, or open the link in your invitation e-mail.</p>
          </AlertDescription>
        </Alert>
      )}
      <SignupForm open={open} onSent={() => setSent(true)} />
      <OrDivider />
      <InviteCodeForm />
      <SocialSignUpButton />
    </AuthLayout>
  );
}
