import type { z } from 'zod';
import type { CurrentUser } from '../../../../../contract/user';
import { type UpdateSettingsInput, UpdateSettingsSchema } from '../../../../../contract/profile';

/** The Profile card's fields, every one present, with the contract's rules and messages. */
export const ProfileSettingsSchema = UpdateSettingsSchema.pick({
  displayName: true,
  bio: true,
  avatarUrl: true,
  paypalMe: true,
  venmo: true,
  cashtag: true,
}).required();
export type ProfileSettingsOutput = z.output<typeof ProfileSettingsSchema>;
export type ProfileSettingsInput = z.input<typeof ProfileSettingsSchema>;

/** The payment handles (product §R18) the Profile card edits, as the form holds them: '' for none. */
export const PAYMENT_HANDLES = ['paypalMe', 'venmo', 'cashtag'] as const;
type PaymentHandle = (typeof PAYMENT_HANDLES)[number];

/**
 * What the Profile card edits: the name, the bio ('' for none), the photo (a data: URL, the current URL, or null) and the
 * payment handles ('' for none; once checked, null for none and without a leading @ or $).
 */
export type ProfileSettingsValues = { displayName: string; bio: string; avatarUrl: string | null } & Record<PaymentHandle, string>;
export type CheckedProfileSettings = Omit<ProfileSettingsValues, PaymentHandle> & Record<PaymentHandle, string | null>;

type StoredSettings = Pick<CurrentUser, 'displayName' | 'username' | 'bio' | 'avatarUrl' | PaymentHandle>;

/** The form's starting values for a user. */
export function profileSettingsOf(user: StoredSettings): ProfileSettingsValues {
  return {
    displayName: user.displayName ?? user.username,
    bio: user.bio ?? '',
    avatarUrl: user.avatarUrl,
    paypalMe: user.paypalMe ?? '',
    venmo: user.venmo ?? '',
    cashtag: user.cashtag ?? '',
  };
}

/** Only the fields that differ from the stored ones, so Save Changes never re-sends (or re-processes) the photo. */
export function settingsChanges(user: StoredSettings, values: CheckedProfileSettings): UpdateSettingsInput {
  const stored = profileSettingsOf(user);
  const changes: UpdateSettingsInput = {};
  if (values.displayName !== stored.displayName) changes.displayName = values.displayName;
  if (values.bio !== stored.bio) changes.bio = values.bio === '' ? null : values.bio;
  if (values.avatarUrl !== stored.avatarUrl) changes.avatarUrl = values.avatarUrl;
  for (const handle of PAYMENT_HANDLES) {
    const value = values[handle] ?? '';
    if (value !== stored[handle]) changes[handle] = value === '' ? null : value;
  }
  return changes;
}
