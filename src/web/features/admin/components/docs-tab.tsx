import type { ComponentType } from 'react';
import { PanelSection } from '../../../components/panel-section';
import { DocsAchievements } from './docs-achievements';
import { DocsBackup } from './docs-backup';
import { DocsFormats } from './docs-formats';
import { DocsHandicap } from './docs-handicap';
import { DocsSettlement } from './docs-settlement';
import type { DocsSectionProps } from './docs-section';
import { DocsSubscription } from './docs-subscription';

/** The Docs tab's sections in reading order, each with its anchor and heading (the contents link to them). */
const SECTIONS: readonly (DocsSectionProps & { Section: ComponentType<DocsSectionProps> })[] = [
  { id: 'docs-formats', title: 'Formats', Section: DocsFormats },
  { id: 'docs-handicap', title: 'Handicap strokes', Section: DocsHandicap },
  { id: 'docs-settlement', title: 'Settlement', Section: DocsSettlement },
  { id: 'docs-achievements', title: 'Achievements', Section: DocsAchievements },
  { id: 'docs-subscription', title: 'Subscription', Section: DocsSubscription },
  { id: 'docs-backup', title: 'Backup and restore', Section: DocsBackup },
];

/**
 * Docs tab (product §G2, issue 16): how Dormie works, for an admin answering golfers' questions. Every number, badge and
 * example comes from the engine (src/golf) or the contract, so the docs say what the app does; the backup is downloaded here.
 */
export function DocsTab() {
  return (
    <PanelSection id="admin-docs-heading" title="Docs" summary="How Dormie works, for answering golfers' questions.">
      <nav aria-label="On this page">
        <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {SECTIONS.map(({ id, title }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="flex min-h-11 items-center rounded-lg border bg-card px-3 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring sm:min-h-9"
              >
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid min-w-0 gap-5">
        {SECTIONS.map(({ id, title, Section }) => (
          <Section key={id} id={id} title={title} />
        ))}
      </div>
    </PanelSection>
  );
}
