import { ShieldXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';

/** What a signed-in golfer who is not an admin sees at /admin (product §G2, §G8). */
export function AccessDenied() {
  return (
    <StatusPanel
      icon={ShieldXIcon}
      tone="destructive"
      title="Access Denied"
      className="py-10"
      actions={
        <Button asChild size="lg">
          <Link to="/app">Back to Dashboard</Link>
        </Button>
      }
    >
      The admin panel is for administrators only.
    </StatusPanel>
  );
}
