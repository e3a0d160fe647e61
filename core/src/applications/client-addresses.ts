/**
 * Who receives the client's e-mails about a contract (docs/requirements.md#binding, issue 27 item
 * 13): the client (the primary address, the client's record) receives everything, links included;
 * the application's other client addresses receive copies of the notices that carry no personal
 * link: the policy issued (without the client's link), the claim opened or the policy closed, and
 * the claim decisions. The review invitation and every link stay the client's own (only the client
 * signs, pays and signs in). Case-insensitive; each address once; never the primary again.
 */
export function clientCopyAddresses(
  applicationEmails: readonly { value: string }[] | null | undefined,
  primary: string,
): string[] {
  const seen = new Set([primary.trim().toLowerCase()]);
  const copies: string[] = [];
  for (const { value } of applicationEmails ?? []) {
    const address = value.trim().toLowerCase();
    if (!address || seen.has(address)) continue;
    seen.add(address);
    copies.push(address);
  }
  return copies;
}
