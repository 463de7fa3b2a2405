import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { InviteValidation } from '../../../../contract/account-responses';
import { type RedeemInviteBody, RedeemInviteSchema } from '../../../../contract/auth';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { toastFailure } from '../../../lib/notify';
import { useRedeemInvite } from '../api/redeem-invite';
import { authMessages } from '../lib/messages';

type RedeemValues = z.output<typeof RedeemInviteSchema>;

/** True when the invitation names the golfer completely, so only a password is asked for (product §A2). */
export function isPrefilledInvite(invite: InviteValidation): boolean {
  return Boolean(invite.username && invite.firstName && invite.lastName);
}

type RedeemInviteFormProps = { code: string; invite: InviteValidation; onRedeemed: () => void };

/**
 * Creates the account from an invitation. Names and username are asked for only when the invitation lacks
 * them; what it already says is shown read-only, because the server keeps the invitation's values.
 */
export function RedeemInviteForm({ code, invite, onRedeemed }: RedeemInviteFormProps) {
  const prefilled = isPrefilledInvite(invite);
  const redeem = useRedeemInvite();
  const form = useForm<z.input<typeof RedeemInviteSchema>, unknown, RedeemValues>({
    resolver: zodResolver(RedeemInviteSchema),
    // Without the name fields the schema skips their rules, which is what "required only when the invite lacked them" means.
    defaultValues: prefilled
      ? { code, password: '', confirmPassword: '' }
      : { code, password: '', confirmPassword: '', firstName: invite.firstName ?? '', lastName: invite.lastName ?? '', username: invite.username ?? '' },
  });
  const { errors } = form.formState;

  function submit(values: RedeemValues) {
    // Only what the golfer typed goes along (product §A7); what the invitation already says stays the server's.
    const body: RedeemInviteBody = {
      code: values.code,
      password: values.password,
      ...(invite.firstName ? {} : { firstName: values.firstName }),
      ...(invite.lastName ? {} : { lastName: values.lastName }),
      ...(invite.username ? {} : { username: values.username }),
    };
    redeem.mutate(body, {
      onSuccess: onRedeemed,
      onError: (error) => toastFailure(authMessages.redeemFailed.title, error, authMessages.redeemFailed.fallback),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4" aria-label="Create your account">
      {prefilled ? null : (
        <>
          <div className="grid grid-cols-2 gap-3">
            <TextField id="invite-first-name" label="First name" autoComplete="given-name" readOnly={Boolean(invite.firstName)} error={errors.firstName?.message} {...form.register('firstName')} />
            <TextField id="invite-last-name" label="Last name" autoComplete="family-name" readOnly={Boolean(invite.lastName)} error={errors.lastName?.message} {...form.register('lastName')} />
          </div>
          <TextField
            id="invite-username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            readOnly={Boolean(invite.username)}
            hint="Letters, numbers and underscores; at least 3 characters."
            error={errors.username?.message}
            {...form.register('username')}
          />
        </>
      )}
      <TextField id="invite-password" label="Password" type="password" autoComplete="new-password" revealable hint="At least 8 characters." error={errors.password?.message} {...form.register('password')} />
      <TextField id="invite-confirm-password" label="Confirm password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={redeem.isPending}>
        {redeem.isPending ? <Spinner className="size-4" /> : null}
        Create Account
      </Button>
    </form>
  );
}
