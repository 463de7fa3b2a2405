import type { InvitationStatus } from '../../../../contract/account-responses';
import { Badge } from '../../../components/ui/badge';

/** Active, 'Used' or 'Revoked' (product §G4). */
export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  switch (status) {
    case 'active':
      return <Badge>Active</Badge>;
    case 'used':
      return <Badge variant="secondary">Used</Badge>;
    case 'revoked':
      return <Badge variant="destructive">Revoked</Badge>;
    default: {
      const unhandled: never = status;
      throw new Error(`Unknown invitation status ${String(unhandled)}`);
    }
  }
}
