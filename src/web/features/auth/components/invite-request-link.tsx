import { SUPPORT_EMAIL } from '../../../lib/support';

/** The support address as a mailto link with the subject filled in: how a visitor asks for an invitation (product §A2). */
export function InviteRequestLink() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}?subject=Dormie%20invite%20code`} className="font-semibold text-primary underline underline-offset-4">
      {SUPPORT_EMAIL}
    </a>
  );
}
