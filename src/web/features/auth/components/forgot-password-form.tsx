import { zodResolver } from '@hookform/resolvers/zod';
import { MailIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ForgotPasswordSchema } from '../../../../contract/auth';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { authMessages } from '../lib/messages';

/** The one field of /forgot-password (product §A5); `onSent` swaps in the success message. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const reset = useRequestPasswordReset();
  const form = useForm<z.input<typeof ForgotPasswordSchema>, unknown, z.output<typeof ForgotPasswordSchema>>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { usernameOrEmail: '' },
  });

  function submit(input: z.output<typeof ForgotPasswordSchema>) {
    reset.mutate(input, {
      onSuccess: onSent,
      onError: () => toast({ variant: 'destructive', ...authMessages.resetFailed }),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-5" aria-label="Reset password">
      <TextField
        id="forgot-username-or-email"
        label="Username or email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={form.formState.errors.usernameOrEmail?.message}
        {...form.register('usernameOrEmail')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? <Spinner className="size-4" /> : <MailIcon aria-hidden />}
        Send Reset Instructions
      </Button>
    </form>
  );
}
