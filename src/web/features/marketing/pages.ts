import type { ComponentType } from 'react';
import type { MarketingPath } from '../../lib/theme';
import { AboutPage } from './routes/about-page';
import { ContactPage } from './routes/contact-page';
import { FeaturesPage } from './routes/features-page';
import { HomePage } from './routes/home-page';
import { PricingPage } from './routes/pricing-page';

/** The page at each public path (product §A2), for the build's prerender and the single-page app's routes alike. */
export const marketingPages: Record<MarketingPath, ComponentType> = {
  '/': HomePage,
  '/features': FeaturesPage,
  '/pricing': PricingPage,
  '/about': AboutPage,
  '/contact': ContactPage,
};
