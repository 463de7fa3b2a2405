import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { CreateGameForm } from '../components/create-game/create-game-form';

/** /app/create-game (product §G2): set up a round, then open its lobby to add players. */
export function CreateGamePage() {
  useDocumentMeta({
    title: 'Create New Game | Dormie',
    description: 'Set up a round: course and tee, format, bet amount and how many can play.',
  });
  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">Create New Game</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">Choose the course, the format and the stakes. You add players in the lobby next.</p>
      </header>
      <CreateGameForm />
    </div>
  );
}
