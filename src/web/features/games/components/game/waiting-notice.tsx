import { HourglassIcon } from 'lucide-react';

/**
 * What everyone but the creator sees in the lobby (product §G2): 'Waiting for game to start' above 'Waiting for {name}
 * to start the game...', the creator's name. Players, signed-in spectators and guests alike.
 */
export function WaitingNotice({ creatorName }: { creatorName: string }) {
  return (
    <section role="status" aria-labelledby="waiting-title" className="grid justify-items-center gap-1 rounded-xl border border-dashed p-4 text-center">
      <h2 id="waiting-title" className="flex items-center gap-2 font-semibold">
        <HourglassIcon className="size-5 text-muted-foreground" aria-hidden />
        Waiting for game to start
      </h2>
      <p className="text-muted-foreground">Waiting for {creatorName} to start the game...</p>
    </section>
  );
}
