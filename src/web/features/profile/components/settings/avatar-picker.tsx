import { ImageUpIcon, Trash2Icon } from 'lucide-react';
import { useRef } from 'react';
import { AVATAR_MAX_BYTES } from '../../../../../contract/profile';
import { type CurrentUser, userShownName } from '../../../../../contract/user';
import { Button } from '../../../../components/ui/button';
import { UserAvatar } from '../../../../components/user-avatar';
import { toastRefusal } from '../../../../lib/notify';
import { avatarFileProblem, avatarReadFailedMessage, avatarUploadDataUrl } from './avatar-file';

type AvatarPickerProps = {
  user: CurrentUser;
  /** The photo as it will be saved: a data: URL just picked, the stored URL, or null for none. */
  value: string | null;
  onChange: (avatarUrl: string | null) => void;
  disabled?: boolean;
};

const megabyte = 1024 * 1024;

/**
 * The profile photo with Change Photo and Remove Photo (product §G5): a picked image is checked, read inline (a large
 * photo drawn down first, avatar-file.ts) and shown at once, but nothing is saved until Save Changes. Without a photo, the user's initials show, as in the top bar.
 */
export function AvatarPicker({ user, value, onChange, disabled = false }: AvatarPickerProps) {
  const fileInput = useRef<HTMLInputElement>(null);

  async function pick(file: File) {
    const problem = avatarFileProblem(file);
    if (problem) {
      toastRefusal(problem);
      return;
    }
    try {
      onChange(await avatarUploadDataUrl(file));
    } catch {
      toastRefusal(avatarReadFailedMessage);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <span role="img" aria-label="Profile photo">
        <UserAvatar user={{ ...user, avatarUrl: value }} name={userShownName(user)} className="size-20 text-2xl" />
      </span>
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={disabled} onClick={() => fileInput.current?.click()}>
            <ImageUpIcon aria-hidden />
            Change Photo
          </Button>
          {value ? (
            <Button variant="ghost" disabled={disabled} onClick={() => onChange(null)}>
              <Trash2Icon aria-hidden />
              Remove Photo
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">An image of up to {AVATAR_MAX_BYTES / megabyte} MB; it is saved with Save Changes.</p>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again still reports a change.
          event.target.value = '';
          if (file) void pick(file);
        }}
      />
    </div>
  );
}
