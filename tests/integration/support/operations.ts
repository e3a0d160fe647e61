/** GraphQL documents for the accounts and sign-in API, as the web app sends them. */

const USER_FIELDS = `_id email role confirmedAt canQuote canBind profile { firstName lastName phone } organization { _id name isOnboarded }`;

export const CURRENT_USER = `query CurrentUser { currentUser { ${USER_FIELDS} } }`;
export const GET_USER = `query GetUser($id: ID!) { getUser(id: $id) { ${USER_FIELDS} } }`;
export const UPDATE_USER = `mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { ${USER_FIELDS} } }`;

export const RESEND_CONFIRM = `mutation ResendConfirm { resendConfirm }`;
export const AUTHORIZE = `mutation Authorize($token: String!) { authorize(token: $token) { token expiresAt user { _id email } } }`;
export const LOGOUT = `mutation Logout { logout }`;
export const FORGOT_PASSWORD = `mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }`;
export const RESET_PASSWORD = `mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) { token expiresAt user { _id email confirmedAt } }
}`;
export const CHANGE_PASSWORD = `mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}`;
export const CREATE_LOGIN_TOKEN = `mutation CreateLoginToken($tokenType: TokenType!) {
  createLoginToken(tokenType: $tokenType) { token tokenType expiresAt }
}`;
export const LOGOUT_EVERYWHERE = `mutation LogoutEverywhere { logoutEverywhere }`;
