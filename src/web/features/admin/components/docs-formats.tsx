import { formatName, GAME_TYPES, playerCountHint } from '../../../../golf';
import { HOW_FORMATS_ARE_WON } from '../formats/how-formats-are-won';
import { DocsSection, type DocsSectionProps, DocsTopic } from './docs-section';

// How each format is won (product §R3, §R4). Player counts and names are the engine's; the prose, one entry per format,
// is in ../formats/how-formats-are-won.tsx.

/** The Formats section: for each format, who plays, how the winner is decided and what the bet is. */
export function DocsFormats({ id, title }: DocsSectionProps) {
  return (
    <DocsSection
      id={id}
      title={title}
      intro="Scores are compared net: gross strokes minus the player's handicap strokes on the hole. A hole counts only once every side has a score on it."
    >
      {GAME_TYPES.map((type) => (
        <DocsTopic key={type} title={formatName(type)}>
          <p className="text-muted-foreground">{playerCountHint(type)}.</p>
          {HOW_FORMATS_ARE_WON[type]()}
        </DocsTopic>
      ))}
      <p className="max-w-3xl text-sm leading-relaxed">
        A game can be completed at any time: it is settled on the holes counted so far. An undecided match goes to the side that
        is up, and all square is a push. Finishing positions rank every player by net score, except in skins (by skins won),
        stableford and wolf (by points); the money follows the bets, not the positions.
      </p>
    </DocsSection>
  );
}
