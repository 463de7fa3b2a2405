// The notifications the groups write (product §R18), apart from the groups' request rules (groups.ts) so the bell,
// on every screen, reads the types without downloading those.

/** Each notification's type, title and the emoji the bell shows. */
export const GROUP_NOTIFICATIONS = {
  added: { type: 'group_added', title: 'Added to a group', emoji: '👥' },
  payment: { type: 'group_payment', title: 'Payment recorded', emoji: '💵' },
} as const;
