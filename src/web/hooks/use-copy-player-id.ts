import { useCallback } from 'react';
import { toast } from '../components/ui/use-toast';
import { useCopyToClipboard } from './use-copy-to-clipboard';

/** Copies a Player ID with the 'User ID Copied' toast of product §A8; `copied` drives the 2-second indicator. */
export function useCopyPlayerId(userNumber: number): { copied: boolean; copyPlayerId: () => Promise<void> } {
  const { copied, copy } = useCopyToClipboard();
  const copyPlayerId = useCallback(async () => {
    if (await copy(String(userNumber))) {
      toast({ title: 'User ID Copied', description: `ID #${userNumber} copied to clipboard` });
    } else {
      toast({ variant: 'destructive', title: 'Could not copy', description: `Your Player ID is #${userNumber}.` });
    }
  }, [copy, userNumber]);
  return { copied, copyPlayerId };
}
