import type { CurrentUser } from '../../../../../contract/user';
import type { UpdateSettingsInput } from '../../../../../contract/profile';

/** What the Profile card edits: the name, the bio ('' for none) and the photo (a data: URL, the current URL, or null). */
export type ProfileSettingsValues = { displayName: string; bio: string; avatarUrl: string | null };

/** The form's starting values for a user. */
export function profileSettingsOf(user: Pick<CurrentUser, 'displayName' | 'username' | 'bio' | 'avatarUrl'>): ProfileSettingsValues {
  return { displayName: user.displayName ?? user.username, bio: user.bio ?? '', avatarUrl: user.avatarUrl };
}

/** Only the fields that differ from the stored ones, so Save Changes never re-sends (or re-processes) the photo. */
export function settingsChanges(user: Parameters<typeof profileSettingsOf>[0], values: ProfileSettingsValues): UpdateSettingsInput {
  const stored = profileSettingsOf(user);
  const changes: UpdateSettingsInput = {};
  if (values.displayName !== stored.displayName) changes.displayName = values.displayName;
  if (values.bio !== stored.bio) changes.bio = values.bio === '' ? null : values.bio;
  if (values.avatarUrl !== stored.avatarUrl) changes.avatarUrl = values.avatarUrl;
  return changes;
}
