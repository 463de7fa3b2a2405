/** Facts the public pages state; one place so a price or limit never differs between two pages (product §A1, §A9). */
export const plan = {
  trialDays: 30,
  trialMaxPlayersPerGame: 4,
  monthlyPrice: '$9.99',
  supportResponseHours: 24,
} as const;

/**
 * The monthly plan's external card-payment checkout (product §A2). Set VITE_CHECKOUT_URL at build time to
 * the real payment link; the fallback is the provider's link host so the button never points nowhere.
 */
export const CHECKOUT_URL = import.meta.env.VITE_CHECKOUT_URL || 'https://buy.stripe.com/';

export type NavItem = { to: string; label: string };

/** The marketing header's links, in the order of product §A2. */
export const marketingNav: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];
