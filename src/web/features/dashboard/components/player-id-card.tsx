import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCopyPlayerId } from '../../../hooks/use-copy-player-id';

/** The golfer's Player ID, which friends use to add them to games, with a copy button. */
export function PlayerIdCard({ userNumber }: { userNumber: number }) {
  const { copied, copyPlayerId } = useCopyPlayerId(userNumber);
  return (
    <Card>
      <CardHeader>
        <CardDescription className="font-medium">Player ID</CardDescription>
        <CardTitle as="h2" className="font-mono text-3xl">
          #{userNumber}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">Share it with your group so they can add you to their games.</p>
        <Button variant="outline" className="justify-self-start" onClick={() => void copyPlayerId()} aria-label={copied ? 'Player ID copied' : 'Copy Player ID'}>
          {copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? 'Copied!' : 'Copy ID'}
        </Button>
      </CardContent>
    </Card>
  );
}
