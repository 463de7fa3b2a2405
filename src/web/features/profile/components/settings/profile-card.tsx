import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { textMax } from '../../../../../contract/text';
import type { CurrentUser } from '../../../../../contract/user';
import { Field, fieldAria, TextField } from '../../../../components/text-field';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/use-toast';
import { toastFailure } from '../../../../lib/notify';
import { SettingsCard } from './settings-card';
import { useUpdateSettings } from '../../api/settings-update';
import { AvatarPicker } from './avatar-picker';
import { PendingSubmitButton } from './pending-submit-button';
import { PaymentHandlesFields } from './payment-handles-fields';
import { type ProfileSettingsInput, type ProfileSettingsOutput, ProfileSettingsSchema, profileSettingsOf, settingsChanges } from './settings-changes';
import { settingsFailure } from './settings-messages';

/**
 * Photo, display name, bio, the read-only username and e-mail (product §G2 Profile), and the payment handles (product
 * §R18). Save Changes sends only what changed; the form then starts again from the saved user.
 */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const save = useUpdateSettings();
  const form = useForm<ProfileSettingsInput, unknown, ProfileSettingsOutput>({
    resolver: zodResolver(ProfileSettingsSchema),
    defaultValues: profileSettingsOf(user),
  });
  const { errors } = form.formState;
  const bioLength = (useWatch({ control: form.control, name: 'bio' }) ?? '').length;

  function submit(values: ProfileSettingsOutput) {
    const changes = settingsChanges(user, { ...values, bio: values.bio ?? '' });
    if (Object.keys(changes).length === 0) {
      toast({ title: 'No changes to save', description: 'Your profile is already up to date.' });
      return;
    }
    save.mutate(changes, {
      onSuccess: (saved) => {
        form.reset(profileSettingsOf(saved));
        toast({ title: 'Settings Updated', description: 'Your profile has been saved.' });
      },
      onError: (error) => toastFailure(settingsFailure, error),
    });
  }

  return (
    <SettingsCard id="settings-profile-title" title="Profile" description="How other golfers see you.">
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-5" aria-label="Profile settings">
        <Controller
          control={form.control}
          name="avatarUrl"
          render={({ field }) => <AvatarPicker user={user} value={field.value} onChange={field.onChange} disabled={save.isPending} />}
        />
        <TextField
          id="settings-display-name"
          label="Display name"
          autoComplete="nickname"
          maxLength={textMax.personName}
          error={errors.displayName?.message}
          {...form.register('displayName')}
        />
        <TextField id="settings-username" label="Username" value={user.username} disabled readOnly hint="Your username cannot be changed." />
        <TextField id="settings-email" label="Email" type="email" value={user.email ?? ''} disabled readOnly />
        <Field id="settings-bio" label="Bio" error={errors.bio?.message} hint={`${String(bioLength)}/${String(textMax.bio)}`}>
          <Textarea
            id="settings-bio"
            maxLength={textMax.bio}
            placeholder="A line or two about your game"
            {...fieldAria('settings-bio', { error: errors.bio?.message, hint: true })}
            {...form.register('bio')}
          />
        </Field>
        <PaymentHandlesFields register={form.register} control={form.control} errors={errors} />
        <PendingSubmitButton pending={save.isPending}>Save Changes</PendingSubmitButton>
      </form>
    </SettingsCard>
  );
}
