import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChangePasswordSchema, strongPasswordHint } from '../../../../../contract/auth';
import { TextField } from '../../../../components/text-field';
import { toast } from '../../../../components/ui/use-toast';
import { toastFailure } from '../../../../lib/notify';
import { type ChangePasswordInput, useChangePassword } from '../../api/change-password';
import { PendingSubmitButton } from './pending-submit-button';
import { passwordFailure } from './settings-messages';
import { SettingsCard } from './settings-card';

/** The profile's change: the contract's rules, and the current password is required here (product §G5). */
const ProfilePasswordSchema = ChangePasswordSchema.safeExtend({ currentPassword: z.string().min(1, 'Current password is required') });
type ProfilePasswordValues = z.input<typeof ProfilePasswordSchema>;

/** The three fields, in order; the two a person types blind can be shown. */
const passwordFields = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password', revealable: true },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    revealable: true,
    hint: strongPasswordHint,
  },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const satisfies readonly { name: keyof ProfilePasswordValues; label: string; autoComplete: string; revealable?: boolean; hint?: string }[];

const emptyForm: ProfilePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Security card's Change Password form (product §G5, §R10): on success the user's other sessions end. */
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
        {passwordFields.map(({ name, ...field }) => (
          <TextField key={name} id={`settings-${name}`} type="password" error={errors[name]?.message} {...field} {...form.register(name)} />
        ))}
        <PendingSubmitButton pending={change.isPending}>Change Password</PendingSubmitButton>
      </form>
    </SettingsCard>
  );
}
