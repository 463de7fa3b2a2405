import { CoinsIcon, FlagIcon, Layers3Icon, type LucideIcon, PawPrintIcon, StarIcon, SwordsIcon, UserIcon, UsersIcon } from 'lucide-react';

export type GameFormat = {
  name: string;
  icon: LucideIcon;
  summary: string;
  detail: string;
  /** A format marketed (product §A1) before the app can create it (product §G2 shows it as coming soon). */
  availability: 'available' | 'coming-soon';
};

/** Every format the marketing text names (product §A1, §R13): stroke, match, best ball, nassau with its mode, skins, stableford, wolf, solo. */
export const gameFormats: readonly GameFormat[] = [
  {
    name: 'Stroke Play',
    icon: FlagIcon,
    summary: 'Every shot counts. Lowest net total wins.',
    detail: 'Classic medal play for 1 to 5 players, with handicap strokes applied hole by hole and net scores to par.',
    availability: 'available',
  },
  {
    name: 'Match Play',
    icon: SwordsIcon,
    summary: 'Win holes, not strokes. One on one or two on two.',
    detail: 'Hole-by-hole battles with live status (All Square, 2 UP thru 11) and an automatic call when the match is closed out.',
    availability: 'available',
  },
  {
    name: 'Best Ball',
    icon: UsersIcon,
    summary: 'Red Team against Blue Team. Best net score counts.',
    detail: 'Four players in two teams of two. The lower net score on each side wins the hole for the team.',
    availability: 'available',
  },
  {
    name: 'Nassau',
    icon: Layers3Icon,
    summary: 'Three bets in one: front nine, back nine and overall.',
    detail: 'Choose the mode, stroke or match, and Dormie tracks all three bets at once and settles each one.',
    availability: 'available',
  },
  {
    name: 'Skins',
    icon: CoinsIcon,
    summary: 'Every hole is worth a skin. Ties carry it on.',
    detail: 'Net or gross, with carryovers that build the pressure, and each skin paid by every other player to the cent.',
    availability: 'available',
  },
  {
    name: 'Stableford',
    icon: StarIcon,
    summary: 'Points for every hole. A blow-up hole costs you little.',
    detail: 'Standard or modified points from each net score against par; the money settles the difference in points.',
    availability: 'available',
  },
  {
    name: 'Wolf',
    icon: PawPrintIcon,
    summary: 'Pick a partner each hole, or go it alone.',
    detail: 'Four players, the wolf rotating each hole: a partner, lone for double or blind for triple, paid per point.',
    availability: 'available',
  },
  {
    name: 'Solo Mode',
    icon: UserIcon,
    summary: 'Playing alone? Keep your own card.',
    detail: 'Score a round by yourself and it still counts toward your stats, history and badges.',
    availability: 'available',
  },
];
