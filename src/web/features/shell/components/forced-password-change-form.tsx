import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlertIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { StrongPasswordSchema, strongPasswordHint } from '../../../../contract/auth';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api';
import { useForcedPasswordChange } from '../api/change-password';

/**
 * The forced change applies the profile's password rules (StrongPasswordSchema) but words its two alerts
 * its own way (product §G5), so a mismatch is reported first and any weakness as one sentence.
 */
const ForcedChangeSchema = z.object({ newPassword: z.string(), confirmPassword: z.string() }).superRefine((input, ctx) => {
  if (input.newPassword !== input.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: "Passwords don't match", path: ['confirmPassword'] });
  } else if (!StrongPasswordSchema.safeParse(input.newPassword).success) {
    ctx.addIssue({ code: 'custom', message: 'Password must be at least 8 characters with 1 uppercase letter and 1 special character', path: ['newPassword'] });
  }
});
type ForcedChangeValues = z.infer<typeof ForcedChangeSchema>;

export function ForcedPasswordChangeForm() {
  const change = useForcedPasswordChange();
  const form = useForm<ForcedChangeValues>({ resolver: zodResolver(ForcedChangeSchema), defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const problem =
    errors.confirmPassword?.message ??
    errors.newPassword?.message ??
    (change.error ? (serverMessage(change.error) ?? 'Your password could not be changed. Please try again.') : undefined);

  function submit(values: ForcedChangeValues) {
    change.mutate(values, { onSuccess: () => toast({ title: 'Password Updated', description: 'Your new password is set.' }) });
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4" aria-label="Choose a new password">
      {problem ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden />
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
      <TextField
        id="forced-new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        revealable
        autoFocus
        invalid={Boolean(errors.newPassword)}
        hint={strongPasswordHint}
        {...form.register('newPassword')}
      />
      <TextField
        id="forced-confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        invalid={Boolean(errors.confirmPassword)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={change.isPending}>
        {change.isPending ? <Spinner className="size-4" /> : null}
        Update Password
      </Button>
    </form>
  );
}
