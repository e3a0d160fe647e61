/**
 * The contract a client's review link opened (docs/requirements.md#access-and-routing,
 * #client-review): a client's session reaches only that contract, and the session does not say
 * which one, so this tab keeps its id beside the session token (sessionStorage, like a session
 * that is not remembered). The client's home opens it; the session's end forgets it.
 */
const CLIENT_CONTRACT_KEY = 'almanac.clientContract';

export function rememberClientContract(contractId: string): void {
  try {
    sessionStorage.setItem(CLIENT_CONTRACT_KEY, contractId);
  } catch {
    /* storage disabled: the client's home then shows its welcome text */
  }
}

export function rememberedClientContract(): string | null {
  try {
    return sessionStorage.getItem(CLIENT_CONTRACT_KEY) || null;
  } catch {
    return null;
  }
}

export function forgetClientContract(): void {
  try {
    sessionStorage.removeItem(CLIENT_CONTRACT_KEY);
  } catch {
    /* storage disabled */
  }
}
