import type { InviteValidation } from '../../../../contract/account-responses';

/** The welcome of a fully prefilled invitation (product §A2): who the account is for, before choosing a password. */
export function InviteWelcome({ invite }: { invite: InviteValidation }) {
  return (
    <div className="mb-5 rounded-lg border bg-secondary/60 p-4 text-sm">
      <p className="text-base font-semibold">
        Welcome, {invite.firstName} {invite.lastName}!
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Username</dt>
        <dd className="font-medium break-all">{invite.username}</dd>
        <dt className="text-muted-foreground">E-mail</dt>
        <dd className="font-medium break-all">{invite.email}</dd>
      </dl>
    </div>
  );
}
