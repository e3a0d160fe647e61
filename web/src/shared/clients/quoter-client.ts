/** The client a quote is for, as the quoter's state, its share dialog and the select-client dialog hold it. */
export interface QuoterClient {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
}
