import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useCopyPlayerId } from '../../../../hooks/use-copy-player-id';

/** Copy ID (product §G2): copies the Player ID with the 'User ID Copied' toast, and says 'Copied!' for 2 seconds. */
export function CopyPlayerIdButton({ userNumber }: { userNumber: number }) {
  const { copied, copyPlayerId } = useCopyPlayerId(userNumber);
  return (
    <Button variant="outline" onClick={() => void copyPlayerId()} aria-label={copied ? 'Player ID copied' : 'Copy ID'}>
      {copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
      {copied ? 'Copied!' : 'Copy ID'}
    </Button>
  );
}
