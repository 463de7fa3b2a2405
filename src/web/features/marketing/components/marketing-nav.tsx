import { cn } from '../../../lib/utils';
import { marketingNav } from '../content/site';

type MarketingNavProps = {
  label: string;
  /** The current page's path: its link is marked (aria-current and `current`). */
  path: string;
  className?: string;
  listClassName: string;
  linkClassName: string;
  current: string;
  other: string;
};

/** The public pages' links of product §A2, in the header on wide screens and in the phone menu. */
export function MarketingNav({ label, path, className, listClassName, linkClassName, current, other }: MarketingNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {marketingNav.map((item) => (
          <li key={item.to}>
            <a href={item.to} aria-current={item.to === path ? 'page' : undefined} className={cn(linkClassName, item.to === path ? current : other)}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
