import type { CurrentUser } from '../../../../../contract/user';

/** The Settings tab of one's own profile (issue 14; spec 001 §2 Profile). */
export function SettingsTab({ user }: { user: CurrentUser }) {
  return <div className="grid gap-4" data-user-id={user.id} />;
}
