import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The public site of product §A2, checked in the phone and desktop projects.

const marketingPages = [
  { path: '/', nav: 'Home', title: 'Dormie: Golf Scorekeeping and Friendly Bets', heading: 'Every hole scored. Every bet settled.' },
  { path: '/features', nav: 'Features', title: 'Features | Dormie', heading: 'Everything your group needs, from first tee to final putt' },
  { path: '/pricing', nav: 'Pricing', title: 'Pricing | Dormie', heading: 'Simple pricing. No surprises.' },
  { path: '/about', nav: 'About', title: 'About | Dormie', heading: 'Built for the weekly game with friends' },
  { path: '/contact', nav: 'Contact', title: 'Contact | Dormie', heading: 'Get in touch' },
] as const;

// Overlay animations only slow the run down; the CSS turns them off for reduced motion.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function metaDescription(page: Page): Promise<string> {
  return (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
}

/** Phones show Home, Features, ... and Login in a menu; desktops show them in the header itself. */
async function headerLink(page: Page, isMobile: boolean, name: string) {
  if (!isMobile) return page.getByRole('banner').getByRole('link', { name, exact: true });
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog').getByRole('link', { name, exact: true });
}

test('every marketing page renders with its own title, main heading and meta description', async ({ page }) => {
  const descriptions = new Set<string>();
  for (const { path, title, heading } of marketingPages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dormie', exact: true })).toBeVisible();
    const description = await metaDescription(page);
    expect(description.length, `meta description of ${path}`).toBeGreaterThan(60);
    descriptions.add(description);
  }
  expect(descriptions.size, 'each page has its own description').toBe(marketingPages.length);
});

test('each page comes prerendered: its title, description and heading are in the HTML before any script runs', async ({ request }) => {
  for (const { path, title, heading } of marketingPages) {
    const answer = await request.get(path);
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
    const html = await answer.text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{60,}"/);
    expect(html.replace(/<[^>]+>/g, ''), path).toContain(heading);
  }
});

test('header navigation reaches every page and updates the title on each route change', async ({ page, isMobile }) => {
  await page.goto('/contact');
  for (const { nav, path, title, heading } of marketingPages) {
    await (await headerLink(page, isMobile, nav)).click();
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('Features and Pricing state the formats, features and plans of the spec', async ({ page }) => {
  await page.goto('/features');
  const main = page.getByRole('main');
  for (const name of ['Stroke Play', 'Match Play', 'Best Ball', 'Nassau', 'Skins', 'Stableford', 'Wolf', 'Solo Mode']) {
    await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(main.getByText('Choose the mode, stroke or match')).toBeVisible();
  await expect(main.getByText('lone for double or blind for triple')).toBeVisible();
  await expect(main.getByText('Coming soon', { exact: true })).toHaveCount(0);
  for (const name of ['Analytics', 'Achievement badges', 'Game history', 'Real-time multiplayer', 'Player profiles', 'Group leaderboards', 'Friends and notifications']) {
    await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'No ads. Your data is never sold.' })).toBeVisible();
  // The copy counts the badges it lists, all 17 achievement types (product §G3), not "over a dozen" above eleven.
  await expect(main.getByText('17 badges reward the highlights of a round')).toBeVisible();
  await expect(main.getByRole('list', { name: 'The badges' }).getByRole('listitem')).toHaveCount(17);

  await page.goto('/pricing');
  const trial = page.getByRole('article', { name: 'Free Trial plan' });
  await expect(trial).toContainText('30 days');
  await expect(trial).toContainText('No credit card required');
  await expect(trial).toContainText('Up to 4 players per game');
  await expect(trial).toContainText('Unlimited games');
  const monthly = page.getByRole('article', { name: 'Monthly plan' });
  await expect(monthly).toContainText('$9.99/month');
  for (const item of ['Unlimited players', 'Unlimited games', 'Priority support']) await expect(monthly).toContainText(item);
  // The external checkout opens in a new tab; the network is closed here, so the link is checked, not followed.
  const getStarted = monthly.getByRole('link', { name: /Get Started/ });
  await expect(getStarted).toHaveAttribute('target', '_blank');
  await expect(getStarted).toHaveAttribute('rel', /noopener/);
  await expect(getStarted).toHaveAttribute('href', /^https:\/\//);
});

test('Login and Start Free Trial go to /login; the Pricing free trial goes to /signup', async ({ page, isMobile }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL('/login');

  // Login stays in the bar itself at every width (product §A2 lists it among the header's buttons).
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');

  if (isMobile) {
    // The bar still fits a narrow phone: nothing overflows sideways and every control is on screen.
    await page.goto('/about');
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width}px`).toBeLessThanOrEqual(width);
      for (const control of [
        page.getByRole('banner').getByRole('link', { name: 'Login' }),
        page.getByRole('banner').getByRole('link', { name: 'Start Free Trial' }),
        page.getByRole('banner').getByRole('button', { name: 'Open menu' }),
      ]) {
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `${await control.innerText()} fits at ${width}px`).toBe(true);
      }
    }
    await page.goto('/features');
    await (await headerLink(page, isMobile, 'Login')).click();
    await expect(page).toHaveURL('/login');
  } else {
    // The logo is named "Dormie", so the header's Home link is the only link a "Home" lookup finds.
    await page.goto('/features');
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
  }

  await page.goto('/pricing');
  await page.getByRole('article', { name: 'Free Trial plan' }).getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL('/signup');
});

test('the marketing theme defaults to dark, persists across a reload and is separate from the app theme', async ({ page }) => {
  const html = page.locator('html');
  const dark = /(^|\s)dark(\s|$)/;
  const stored = (key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });

  await page.goto('/');
  await expect(html).toHaveClass(dark);
  expect(await stored('marketing-theme')).toBeNull();

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(dark);
  expect(await stored('marketing-theme')).toBe('light');
  expect(await stored('theme'), 'the app theme is a separate setting').toBeNull();

  await page.reload();
  await expect(html).not.toHaveClass(dark);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await page.goto('/pricing');
  await expect(html).not.toHaveClass(dark);

  // Outside the five public pages the app theme applies: nothing stored, so the system preference (dark).
  await page.goto('/no-such-hole');
  await expect(html).toHaveClass(dark);
});

test('the contact form shows each validation message, then confirms and clears without a network call', async ({ page }) => {
  await page.goto('/contact');
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) apiCalls.push(request.url());
  });
  await expect(page.getByRole('link', { name: 'support@dormie.golf' }).first()).toHaveAttribute('href', 'mailto:support@dormie.golf');

  const fullName = page.getByLabel('Full name');
  const email = page.getByLabel('Email', { exact: true });
  const subject = page.getByRole('combobox', { name: 'Subject' });
  const message = page.getByLabel('Message', { exact: true });
  const send = page.getByRole('button', { name: 'Send Message' });

  await send.click();
  for (const text of ['Full name is required', 'Email is required', 'Please select a subject', 'Message is required']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(fullName).toHaveAttribute('aria-invalid', 'true');

  await fullName.fill('Jack Miller');
  await email.fill('jack@not-an-address');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Full name is required')).toBeHidden();

  await email.fill('jack@example.com');
  await subject.click();
  await expect(page.getByRole('option')).toHaveText([
    'General Inquiry',
    'Request to Add a Course',
    'Request to Add a Game Mode',
    'Technical Support',
    'Feature Request',
    'Other',
  ]);
  await page.getByRole('option', { name: 'Request to Add a Course' }).click();
  await expect(subject).toHaveText('Request to Add a Course');
  await message.fill('Please add Pine Hollow GC, Springfield, IL.');
  await send.click();

  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText('Message Sent!')).toBeVisible();
  await expect(toast.getByText("We'll get back to you within 24 hours.")).toBeVisible();
  await expect(fullName).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
  await expect(subject).toHaveText('Choose a subject');
  await expect(page.getByText('Please enter a valid email address')).toBeHidden();
  expect(apiCalls, 'submitting makes no network call').toEqual([]);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/this-page-is-out-of-bounds');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('404', { exact: true }), 'said once, in the heading').toHaveCount(0);
  await expect(page).toHaveTitle('404 Page Not Found | Dormie');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every hole scored. Every bet settled.');
});
