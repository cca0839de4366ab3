// R-ORG-13: billing for an organisation needs the workspace's payment-connect account to be connected.

/** The workspace document's stripeConnect.isConnected (set when the agency connects its account). */
export function isPaymentConnected(workspaceDoc: Record<string, unknown>): boolean {
  const connect = workspaceDoc.stripeConnect;
  return (
    typeof connect === 'object' &&
    connect !== null &&
    (connect as { isConnected?: unknown }).isConnected === true
  );
}

/**
 * True when the save would switch billing on without a connected account. Billing that is already on
 * stays saveable (other fields can still change after a disconnect); switching it off is always allowed.
 */
export function refusesBilling(
  patch: { allowBilling?: boolean },
  orgDoc: Record<string, unknown>,
  connected: boolean,
): boolean {
  return patch.allowBilling === true && orgDoc.allowBilling !== true && !connected;
}
