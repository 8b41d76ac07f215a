/**
 * The zones a subscription covers from now on, and charges at its next renewal (decision
 * 035): a lower number asked for counts from the moment it is asked — not from the
 * renewal — so a zone added back before then must be paid for again.
 */
export function zonesCoveredBy(subscription: {
  quantity: number;
  pendingQuantity: number | null;
}): number {
  return subscription.pendingQuantity ?? subscription.quantity;
}
