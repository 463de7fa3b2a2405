import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/server/db/client';
import { rowReader, wholeRow } from '../src/server/db/qualified';
import { games, users } from '../src/server/db/schema';
import { testDatabaseKinds, workerDatabase } from './support/database';

// The hottest reads (the session behind a token, a game with who may see it) take the row as one JSON column
// (docs/decisions/049): what rowReader makes of it must be what the ORM's own select reads, every column and type.

const microseconds = sql`'2026-11-29 11:33:28.493127+00'::timestamptz`;

describe.each(testDatabaseKinds())('a whole row as one JSON column (%s)', (kind) => {
  it("reads a user whose every column is set as the ORM's select does", async () => {
    const { db } = await workerDatabase(kind);
    const id = randomUUID();
    const tag = id.slice(0, 8);
    await db.insert(users).values({
      id,
      email: `whole-${tag}@example.com`,
      firstName: "O'Neil",
      lastName: 'Żółw "quoted"',
      displayName: 'Whole Row',
      username: `whole_${tag}`,
      password: 'hash',
      tempPassword: 'temp',
      tempPasswordExpiry: new Date('2026-12-01T10:00:00.123Z'),
      bio: 'line one\nline two',
      profileImageUrl: '/avatars/x.png',
      avatarUrl: '/avatars/y.png',
      handicap: -3,
      handicapIndex: 154,
      isAdmin: true,
      friendsOnlyGameAdd: true,
      paypalMe: 'whole',
      venmo: 'whole-v',
      cashtag: '$whole',
      trialEndsAt: new Date('2026-12-24T00:00:00Z'),
      subscriptionStatus: 'active',
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
      subscriptionCancelAt: new Date('2027-01-01T00:00:00Z'),
      paymentGracePeriodEndsAt: new Date('2027-01-08T00:00:00Z'),
      mustChangePassword: true,
      oidcSubject: `oidc-${tag}`,
      lastLoginAt: new Date('2026-11-28T08:00:00.5Z'),
      invitedBy: randomUUID(),
      inviteActivated: true,
      inviterName: 'Inviter',
    });
    // A time with microseconds, which a JavaScript Date cannot hold: both ways must drop them alike.
    await db.execute(sql`update users set updated_at = ${microseconds} where id = ${id}`);
    const [selected] = await db.select().from(users).where(eq(users.id, id));
    const [row] = await queryRows<{ user: Record<string, unknown> }>(db, sql`select ${wholeRow(users)} as "user" from ${users} where ${users.id} = ${id}`);
    expect(rowReader(users)(row!.user)).toEqual(selected);
    expect(selected?.updatedAt).toEqual(new Date('2026-11-29T11:33:28.493Z'));
  });

  it("reads a game with its JSON columns and nulls as the ORM's select does", async () => {
    const { db } = await workerDatabase(kind);
    const creator = randomUUID();
    await db.insert(users).values({ id: creator, username: `whole_game_${creator.slice(0, 8)}` });
    const [inserted] = await db
      .insert(games)
      .values({
        name: 'Whole row',
        courseName: 'Links',
        teeColor: 'white',
        holes: [{ number: 1, par: 4, strokeIndex: 7, yardage: 380 }] as unknown as (typeof games.$inferInsert)['holes'],
        gameType: 'stroke',
        formatOptions: { nested: { list: [1, 'two', null] } } as unknown as (typeof games.$inferInsert)['formatOptions'],
        teeRatings: null,
        createdBy: creator,
        gameCode: creator.slice(0, 6).toUpperCase(),
        startedAt: new Date('2026-11-29T07:00:00Z'),
      })
      .returning({ id: games.id });
    const [selected] = await db.select().from(games).where(eq(games.id, inserted!.id));
    const [row] = await queryRows<{ game: Record<string, unknown> }>(db, sql`select ${wholeRow(games)} as "game" from ${games} where ${games.id} = ${inserted!.id}`);
    expect(rowReader(games)(row!.game)).toEqual(selected);
    expect(selected?.completedAt).toBeNull();
  });
});
