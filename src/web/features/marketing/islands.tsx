import type { ComponentProps, ComponentType } from 'react';
import { ContactFormSlot } from './components/contact-form-slot';
import { MarketingThemeToggle } from './components/marketing-theme-toggle';
import { MobileNav } from './components/mobile-nav';

/**
 * The parts of the public pages that respond to the visitor (decision 019). The build prerenders the pages to HTML,
 * and the browser hydrates only these, each as its own root (src/web/marketing.tsx), so the pages' first script is
 * React and these few components, not the pages. Their props must survive JSON: they travel in the HTML.
 */
export const marketingIslands = {
  'theme-toggle': MarketingThemeToggle,
  'mobile-nav': MobileNav,
  'contact-form': ContactFormSlot,
};

export type IslandName = keyof typeof marketingIslands;

type IslandProps<N extends IslandName> = { name: N } & ComponentProps<(typeof marketingIslands)[N]>;

/** Renders an island inside the element it is hydrated from, its name and props written on it. */
export function Island<N extends IslandName>({ name, ...props }: IslandProps<N>) {
  const Component = marketingIslands[name] as ComponentType<typeof props>;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
