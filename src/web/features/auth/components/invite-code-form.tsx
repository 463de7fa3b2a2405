import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { TicketIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { InviteCodeSchema } from '../../../../contract/auth';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api';
import { validateInvite } from '../api/validate-invite';
import { authMessages } from '../lib/messages';

type CodeValues = z.output<typeof InviteCodeSchema>;

/**
 * /signup's "Invitation code" (issue 34): a code typed or pasted from an admin's message is checked with the server and
 * opens its invitation (/invite/{code}), where the golfer finishes the account with the invitation's trial and is
 * signed in. A refused code shows the server's words under the field. Open whether or not self-signup is, as an
 * invitation is the way in during the private beta; beside an open signup it is optional.
 */
export function InviteCodeForm() {
  const navigate = useNavigate();
  const check = useMutation({ mutationFn: (code: string) => validateInvite(code) });
  const form = useForm<z.input<typeof InviteCodeSchema>, unknown, CodeValues>({ resolver: zodResolver(InviteCodeSchema), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;

  function submit({ code }: CodeValues) {
    check.mutate(code, {
      onSuccess: () => void navigate(`/invite/${code}`),
      onError: (failure) => form.setError('code', { message: serverMessage(failure) ?? authMessages.inviteInvalid.fallback }),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-3" aria-label="Use an invitation code">
      <TextField
        id="signup-invite-code"
        label="Invitation code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="The 8-character code from your invitation."
        error={error}
        {...form.register('code')}
      />
      <Button type="submit" variant="outline" size="lg" className="w-full" disabled={check.isPending}>
        {check.isPending ? <Spinner className="size-4" /> : <TicketIcon aria-hidden />}
        Use Invitation Code
      </Button>
    </form>
  );
}
