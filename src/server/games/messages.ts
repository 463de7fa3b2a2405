// What the games calls say when they refuse (product §G8 gives the screens' own toasts; these are the server
// messages those toasts show). Each tells a golfer what is wrong and, where there is one, what to do.

export const gameMessages = {
  notFound: 'Game not found',
  playerNotFound: 'That player is not in this game',
  courseNotFound: 'That course and tee were not found. Choose a course and tee from the list.',
  courseIncomplete: 'That tee does not have all 18 holes yet. Choose another tee or fix the course first.',
  creatorOnly: "Only the game's creator can do that",
  playersOnly: 'Only players in this game can do that',
  alreadyPlaying: 'You are already in this game',
  alreadyInGame: 'That golfer is already in this game',
  gameFull: 'This game is full',
  gameCompleted: 'This game is complete and can no longer change',
  gameNotStarted: 'The game has not started yet. The creator starts it from the lobby.',
  alreadyStarted: 'This game has already started',
  alreadyCompleted: 'This game is already complete',
  noSuchGolfer: 'No golfer has that Player ID',
  friendsOnly: 'That golfer only accepts game invitations from friends',
  creatorStays: 'The creator cannot be removed. Delete the game instead.',
  nameOnlyManual: "Only a manually added player's name can be changed",
  noTeams: 'This format has no teams',
  drinksOff: 'Drinks are off in this game',
  holeNotInGame: (holeNumber: number) => `Hole ${String(holeNumber)} is not part of this game`,
  opIdUsedElsewhere: 'That opId names another kind of change in this game. Make a new opId for each change.',
} as const;
