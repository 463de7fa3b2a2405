import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ACHIEVEMENT_INFO } from '../src/golf';
import { createInvitedUser, expect, signIn, test } from './support/accounts';
import { apiAddManual, apiCard, apiComplete, apiCreateGame, apiStart, DEMO_COURSE, DEMO_TEE, parsOf } from './support/games';
import { expectPhoneFriendly } from './support/phone-layout';

// The Game Complete screen (product §G2, §G4): a stroke game played through the API so every result is known, then
// its results as the creator and as a guest; a game not finished yet; a game that does not exist. Phone and desktop
// run in parallel on one server, so each test makes its own golfer and game.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

type PlayedGame = { id: number; creatorName: string; par: number };

/**
 * A $10 stroke game of three, completed. The creator (handicap 0) birdies hole 1 and pars the rest: net -1.
 * Blair (handicap 18, a stroke on every hole) bogeys every hole: net E. Alex (plus 1, a stroke given back on the
 * easiest hole) pars every hole: net +1. So the creator takes the $30 pot: +$20.00, the others -$10.00 each.
 */
async function playedGame(page: Page, adminApi: APIRequestContext, testInfo: TestInfo): Promise<PlayedGame> {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  const api = page.request;
  const game = await apiCreateGame(api, { gameType: 'stroke', betAmount: 10, maxPlayers: 3, creatorHandicap: 0 });
  const alex = await apiAddManual(api, game.id, 'Alex Stone', -1);
  const blair = await apiAddManual(api, game.id, 'Blair Fox', 18);
  await apiStart(api, game.id);

  const players = (await (await api.get(`/api/games/${String(game.id)}/players`)).json()) as { userId: string; user: { displayName: string } }[];
  const creator = players.find((player) => player.userId !== alex.userId && player.userId !== blair.userId)!;
  const pars = parsOf(game);
  await apiCard(api, game.id, creator.userId, pars.map((par, index) => (index === 0 ? par - 1 : par)));
  await apiCard(api, game.id, alex.userId, pars);
  await apiCard(api, game.id, blair.userId, pars.map((par) => par + 1));
  await apiComplete(api, game.id);
  return { id: game.id, creatorName: creator.user.displayName, par: pars.reduce((sum, par) => sum + par, 0) };
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** The body rows of the table in the section named `name`. */
function bodyRows(page: Page, name: string) {
  return section(page, name).locator('tbody tr');
}

test('the creator sees the winner, leaderboard, money, statistics, summary and achievements of a finished game', async ({ page, adminApi }, testInfo) => {
  const game = await playedGame(page, adminApi, testInfo);
  await page.goto(`/app/game/${String(game.id)}/complete`);

  await expect(page.getByRole('heading', { level: 1, name: 'Game Complete!' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/app');
  await expect(page.getByRole('region', { name: 'Winner' })).toContainText(`${game.creatorName} wins!`);
  await expect(page.getByRole('region', { name: 'Winner' })).toContainText('Takes home +$20.00');

  // Best first: position, name, handicap (+ for a plus handicap), total strokes, net score.
  const leaderboard = bodyRows(page, 'Final Leaderboard');
  await expect(leaderboard).toHaveCount(3);
  await expect(leaderboard.nth(0).locator('th, td')).toHaveText(['1', `${game.creatorName}(you)`, '0', String(game.par - 1), '-1']);
  await expect(leaderboard.nth(1).locator('th, td')).toHaveText(['2', 'Blair Fox', '18', String(game.par + 18), 'E']);
  await expect(leaderboard.nth(2).locator('th, td')).toHaveText(['3', 'Alex Stone', '+1', String(game.par), '+1']);

  // Biggest winner first, gains green and losses red; the pot is 3 x $10.
  const betting = section(page, 'Betting Results');
  await expect(betting).toContainText('Total pot $30.00');
  await expect(betting.getByRole('listitem')).toHaveText([`${game.creatorName}+$20.00`, 'Blair Fox-$10.00', 'Alex Stone-$10.00']);
  await expect(betting.getByText('+$20.00', { exact: true })).toHaveClass(/text-emerald/);
  await expect(betting.getByText('-$10.00', { exact: true }).first()).toHaveClass(/text-destructive/);
  await expect(betting).toContainText('Winnings always add up to $0.00');

  // Each bet's result as its format reads it, and who pays whom: the two losers each pay the winner.
  const settled = section(page, 'Bets and Payments');
  await expect(settled.getByRole('listitem', { name: 'Game bet' })).toContainText(`${game.creatorName} +$20.00`);
  await expect(settled.getByRole('list', { name: 'Who pays whom' }).getByRole('listitem')).toHaveText([
    `Blair Fox pays ${game.creatorName} $10.00`,
    `Alex Stone pays ${game.creatorName} $10.00`,
  ]);

  // One birdie in 18 holes is 5.6%; Blair's 18 strokes all gave a net par; Alex gave one back and received none.
  const statistics = bodyRows(page, 'Game Statistics');
  await expect(statistics.nth(0).locator('th, td')).toHaveText([game.creatorName, '5.6%', '0', '—']);
  await expect(statistics.nth(1).locator('th, td')).toHaveText(['Blair Fox', '0%', '18', '100%']);
  await expect(statistics.nth(2).locator('th, td')).toHaveText(['Alex Stone', '0%', '-1', '—']);
  await expect(section(page, 'Game Statistics').getByRole('definition')).toHaveCount(3);

  const summary = section(page, 'Game Summary');
  await expect(summary).toContainText(`Course${DEMO_COURSE}`);
  await expect(summary).toContainText('FormatStroke Play');
  await expect(summary).toContainText(`Tees${DEMO_TEE}`);
  await expect(summary).toContainText('Players3');

  await expect(section(page, 'Scorecard')).toBeVisible();
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: page.getByRole('main') });

  // No hole over par: Bogey Free, earned by the signed-in golfer.
  const bogeyFree = section(page, 'Achievements Unlocked').getByRole('listitem').filter({ hasText: ACHIEVEMENT_INFO.bogey_free.name });
  await expect(bogeyFree).toContainText('Earned by you');
  await expect(bogeyFree).toContainText(ACHIEVEMENT_INFO.bogey_free.meaning);

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('a guest sees the results of a public game, without the achievements', async ({ page, adminApi }, testInfo) => {
  const game = await playedGame(page, adminApi, testInfo);
  await page.context().clearCookies();
  await page.goto(`/app/game/${String(game.id)}/complete`);

  await expect(page.getByRole('heading', { level: 1, name: 'Game Complete!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Winner' })).toContainText(`${game.creatorName} wins!`);
  await expect(bodyRows(page, 'Final Leaderboard').nth(0).locator('th, td')).toHaveText(['1', game.creatorName, '0', String(game.par - 1), '-1']);
  await expect(section(page, 'Betting Results').getByRole('listitem')).toHaveText([`${game.creatorName}+$20.00`, 'Blair Fox-$10.00', 'Alex Stone-$10.00']);
  await expect(section(page, 'Achievements Unlocked')).toContainText('Sign in to see the achievements this round unlocked.');
});

test('a game not finished yet says so and leads back to the game', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  const game = await apiCreateGame(page.request, { betAmount: 10, maxPlayers: 3 });
  await apiAddManual(page.request, game.id, 'Alex Stone');
  await apiStart(page.request, game.id);

  await page.goto(`/app/game/${String(game.id)}/complete`);
  await expect(page.getByRole('heading', { level: 1, name: "This game isn't finished yet" })).toBeVisible();
  await expect(page.getByText('The round is still being played.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Game' })).toHaveAttribute('href', `/app/game/${String(game.id)}`);
  await expect(page.getByRole('heading', { name: 'Game Complete!' })).toHaveCount(0);
});

test('a game that does not exist shows Game Not Found', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);

  await page.goto('/app/game/999999999/complete');
  await expect(page.getByRole('heading', { level: 1, name: 'Game Not Found' })).toBeVisible();
  await expect(page.getByText("This game doesn't exist or may have been deleted.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
});
