import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChangePasswordSchema, passwordSpecialCharacters } from '../../../../../contract/auth';
import { Spinner } from '../../../../components/spinner';
import { TextField } from '../../../../components/text-field';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { toastFailure } from '../../../../lib/notify';
import { type ChangePasswordInput, useChangePassword } from '../../api/change-password';
import { passwordFailure } from './settings-messages';
import { SettingsCard } from './settings-card';

/** The profile's change: the contract's rules, and the current password is required here (spec 001 §5). */
const ProfilePasswordSchema = ChangePasswordSchema.safeExtend({ currentPassword: z.string().min(1, 'Current password is required') });
type ProfilePasswordValues = z.input<typeof ProfilePasswordSchema>;

const emptyForm: ProfilePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Security card's Change Password form (spec 001 §5, rules.md §10): on success the user's other sessions end. */
export function SecurityCard({ username }: { username: string }) {
  const change = useChangePassword();
  const form = useForm<ProfilePasswordValues, unknown, ChangePasswordInput>({ resolver: zodResolver(ProfilePasswordSchema), defaultValues: emptyForm });
  const { errors } = form.formState;

  function submit(values: ChangePasswordInput) {
    change.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset(emptyForm);
        toast({ title: 'Password Changed', description: message });
      },
      onError: (error) => toastFailure(passwordFailure, error),
    });
  }

  return (
    <SettingsCard id="settings-security-title" title="Security" description="Changing your password signs you out on your other devices.">
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4" aria-label="Change password">
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          id="settings-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          revealable
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <TextField
          id="settings-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          revealable
          hint={`At least 8 characters, with an uppercase letter and a special character (${passwordSpecialCharacters}).`}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <TextField
          id="settings-confirm-password"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="justify-self-start" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? <Spinner className="size-4" /> : null}
          Change Password
        </Button>
      </form>
    </SettingsCard>
  );
}
