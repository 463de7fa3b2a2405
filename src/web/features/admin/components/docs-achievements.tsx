import { ACHIEVEMENT_INFO, ACHIEVEMENT_TYPES, HOLE_COUNT } from '../../../../golf';
import { DocsSection, type DocsSectionProps } from './docs-section';

/** The Achievements section: when badges are awarded, and each of them with the rule text the golfers see. */
export function DocsAchievements({ id, title }: DocsSectionProps) {
  return (
    <DocsSection
      id={id}
      title={title}
      intro={`${String(ACHIEVEMENT_TYPES.length)} badges, each earned at most once per golfer.`}
    >
      <div className="grid max-w-3xl gap-2 text-sm leading-relaxed">
        <p>
          Achievements are awarded when the creator completes a game, to each registered player whose round is complete (all{' '}
          {HOLE_COUNT} holes scored). They are judged on gross scores against par, unless the badge says otherwise; the front and
          back nine heroes also look back over the golfer&apos;s earlier completed rounds. A new badge sends the golfer a
          notification.
        </p>
        <p>An admin can also grant any badge by hand in the Achievements tab.</p>
      </div>
      <dl className="grid gap-2 sm:grid-cols-2" aria-label="The achievements">
        {ACHIEVEMENT_TYPES.map((type) => (
          <div key={type} className="grid gap-0.5 rounded-lg bg-muted/50 p-3 text-sm" data-testid="docs-achievement">
            <dt className="font-semibold">
              <span aria-hidden>{ACHIEVEMENT_INFO[type].emoji}</span> {ACHIEVEMENT_INFO[type].name}
            </dt>
            <dd className="text-muted-foreground">{ACHIEVEMENT_INFO[type].meaning}</dd>
          </div>
        ))}
      </dl>
    </DocsSection>
  );
}
