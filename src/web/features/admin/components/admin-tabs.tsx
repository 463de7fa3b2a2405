import { AwardIcon, BookOpenIcon, FlagIcon, InboxIcon, TicketIcon, TrophyIcon, UsersIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { CoursesAdminTab } from '../../courses/components/admin/courses-admin-tab';
import { AchievementsTab } from './achievements-tab';
import { DocsTab } from './docs-tab';
import { GamesTab } from './games-tab';
import { InvitesTab } from './invites-tab';
import { OutboxTab } from './outbox-tab';
import { UsersTab } from './users-tab';

export type AdminTabContext = {
  /** 'outbox' when mail is kept for the admin to read instead of sent (no SMTP configured). */
  mailMode: 'smtp' | 'outbox' | undefined;
};

export type AdminTab = {
  value: string;
  label: string;
  icon: ReactNode;
  Panel: ComponentType;
  /** Shown only when this says so; always shown without it. */
  available?: (context: AdminTabContext) => boolean;
};

/** The admin panel's tabs, in order (product §G2). Add a screen by adding a row. */
export const adminTabs: readonly AdminTab[] = [
  { value: 'users', label: 'Users', icon: <UsersIcon aria-hidden />, Panel: UsersTab },
  { value: 'games', label: 'Games', icon: <TrophyIcon aria-hidden />, Panel: GamesTab },
  { value: 'achievements', label: 'Achievements', icon: <AwardIcon aria-hidden />, Panel: AchievementsTab },
  { value: 'invites', label: 'Invites', icon: <TicketIcon aria-hidden />, Panel: InvitesTab },
  { value: 'courses', label: 'Courses', icon: <FlagIcon aria-hidden />, Panel: CoursesAdminTab },
  { value: 'docs', label: 'Docs', icon: <BookOpenIcon aria-hidden />, Panel: DocsTab },
  { value: 'outbox', label: 'Dev Outbox', icon: <InboxIcon aria-hidden />, Panel: OutboxTab, available: ({ mailMode }) => mailMode === 'outbox' },
];
