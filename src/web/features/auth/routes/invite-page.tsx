import { PartyPopperIcon, TicketIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useValidateInvite } from '../api/validate-invite';
import { AuthIcon, AuthLayout } from '../components/auth-layout';
import { InvalidInvitation } from '../components/invalid-invitation';
import { InviteWelcome } from '../components/invite-welcome';
import { isPrefilledInvite, RedeemInviteForm } from '../components/redeem-invite-form';
import { SocialSignInLink } from '../components/social-sign-in-link';
import { REDIRECT_AFTER_REDEEM_MS } from '../lib/messages';

/**
 * /invite/{code} (product §A2, §A4): validating, invalid, or the form; then 'Account Created' and on into the app, signed
 * in by the redemption (issue 34: no second sign-in).
 */
export function InvitePage() {
  useDocumentMeta({ title: 'Accept Your Invitation | Dormie', description: 'Create your Dormie account with your invitation code.' });
  const code = useParams().code ?? '';
  const navigate = useNavigate();
  const validation = useValidateInvite(code);
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => void navigate('/app'), REDIRECT_AFTER_REDEEM_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  if (validation.isPending) {
    return (
      <AuthLayout title="Checking your invitation" description="One moment…">
        <div className="flex justify-center py-4 text-primary">
          <Spinner className="size-8" label="Validating invitation" />
        </div>
      </AuthLayout>
    );
  }
  if (validation.isError) return <InvalidInvitation />;

  if (created) {
    return (
      <AuthLayout icon={<AuthIcon><PartyPopperIcon aria-hidden /></AuthIcon>} title="Account Created" description="Welcome to Dormie! Taking you to the app…">
        <div className="flex justify-center text-primary">
          <Spinner />
        </div>
      </AuthLayout>
    );
  }

  const invite = validation.data;
  const prefilled = isPrefilledInvite(invite);
  return (
    <AuthLayout
      icon={<AuthIcon><TicketIcon aria-hidden /></AuthIcon>}
      title={prefilled ? "You're invited!" : 'Complete Your Registration'}
      description={prefilled ? 'Choose a password to finish setting up your account.' : `Set up your account for ${invite.email}.`}
    >
      {prefilled ? <InviteWelcome invite={invite} /> : null}
      <RedeemInviteForm code={code} invite={invite} onRedeemed={() => setCreated(true)} />
      <SocialSignInLink inviteCode={code} />
    </AuthLayout>
  );
}
