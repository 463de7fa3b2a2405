import { zodResolver } from '@hookform/resolvers/zod';
import { TicketPlusIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { Invitation } from '../../../../contract/account-responses';
import { z } from 'zod';
import { CreateInvitationSchema, INVITATION_TRIAL_DAYS } from '../../../../contract/auth';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { toastFailure } from '../../../lib/notify';
import { type CreateInvitationInput, useCreateInvitation } from '../api/create-invitation';
import { adminFailures } from '../lib/messages';

/** An empty optional box means "not given", not "given as empty" (which the name rules would refuse). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const { firstName, lastName, username } = CreateInvitationSchema.shape;
const InvitationFormSchema = CreateInvitationSchema.extend({
  firstName: z.preprocess(blankToUndefined, firstName),
  lastName: z.preprocess(blankToUndefined, lastName),
  username: z.preprocess(blankToUndefined, username),
});

const emptyForm = { email: '', trialDays: INVITATION_TRIAL_DAYS.default, firstName: '', lastName: '', username: '' };

/**
 * Creates an invitation (product §G5): e-mail required, trial 1-365 days (30 by default). Names and username
 * are optional; when all three are given the golfer only chooses a password. The new invitation goes to `onCreated`,
 * which shows it beside the form rather than in a toast that vanishes with the code (issue 12).
 */
export function CreateInvitationForm({ onCreated }: { onCreated: (invitation: Invitation) => void }) {
  const create = useCreateInvitation();
  const form = useForm<z.input<typeof InvitationFormSchema>, unknown, CreateInvitationInput>({
    resolver: zodResolver(InvitationFormSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  function submit(input: CreateInvitationInput) {
    create.mutate(input, {
      onSuccess: (invitation) => {
        onCreated(invitation);
        form.reset(emptyForm);
      },
      onError: (error) => toastFailure(adminFailures.createInvitation, error),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4" aria-label="Create invitation">
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
        <TextField id="invitation-email" label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
        <TextField id="invitation-trial-days" label="Trial days" type="number" inputMode="numeric" min={INVITATION_TRIAL_DAYS.min} max={INVITATION_TRIAL_DAYS.max} error={errors.trialDays?.message} {...form.register('trialDays')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField id="invitation-first-name" label="First name (optional)" autoComplete="off" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField id="invitation-last-name" label="Last name (optional)" autoComplete="off" error={errors.lastName?.message} {...form.register('lastName')} />
        <TextField id="invitation-username" label="Username (optional)" autoComplete="off" autoCapitalize="none" error={errors.username?.message} {...form.register('username')} />
      </div>
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={create.isPending}>
        {create.isPending ? <Spinner className="size-4" /> : <TicketPlusIcon aria-hidden />}
        Create Invitation
      </Button>
    </form>
  );
}
