import { KeyRoundIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { AuthIcon, AuthLayout, AuthLink } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { authMessages } from '../lib/messages';

/**
 * /forgot-password (product §A2): asks for a username or e-mail. The answer is the same whether or not the
 * account exists, so the page cannot be used to find out who has one.
 */
export function ForgotPasswordPage() {
  useDocumentMeta({ title: 'Forgot Password | Dormie', description: 'Get a temporary password e-mailed to you to sign back in to Dormie.' });
  const [sent, setSent] = useState(false);

  return (
    <AuthLayout
      icon={<AuthIcon>{sent ? <MailCheckIcon aria-hidden /> : <KeyRoundIcon aria-hidden />}</AuthIcon>}
      title={sent ? 'Check your email' : 'Forgot your password?'}
      description={sent ? undefined : "Enter your username or e-mail and we'll send you a temporary password."}
      // Once sent, the card's own Back to Sign In is the one way back, so the link is never there twice.
      footer={
        sent ? undefined : (
          <p>
            Remembered it? <AuthLink to="/login">Back to sign in</AuthLink>
          </p>
        )
      }
    >
      {sent ? (
        <div className="grid gap-5">
          <Alert role="status">
            <MailCheckIcon aria-hidden />
            <AlertDescription className="text-foreground">{authMessages.resetSent}</AlertDescription>
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">Back to Sign In</Link>
          </Button>
        </div>
      ) : (
        <ForgotPasswordForm onSent={() => setSent(true)} />
      )}
    </AuthLayout>
  );
}
