import { expect, test } from '@playwright/test';
import { expectMail, showMessage } from './support/quoter.js';
import { escapeRegExp, field, logIn, screenshots, uniqueEmail } from './support/session.js';

/**
 * Issue 14, My Team end to end. The seeded agency admin opens My Team, invites an agent (the
 * dialog asks for the license number once Agent is chosen) and sees them Invited. The invitation
 * e-mail is in the local mailbox; the agent opens its link in a fresh browser, finds their details
 * prefilled with the e-mail read-only, registers and lands in the app. Back on My Team the admin
 * sees them Active, and the page is captured at 390 px as well.
 */

test('team: the admin invites an agent, who registers from the e-mailed link and shows as Active', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const shot = screenshots('team');
  const invitee = { firstName: 'Robin', lastName: 'Vale', email: uniqueEmail('robin') };
  const name = `${invitee.firstName} ${invitee.lastName}`;

  // 1. The admin opens My Team.
  await logIn(page, 'admin@almanac.local');
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/account/team');
  await expect(page.getByRole('heading', { level: 1, name: 'My Team' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Team members' });
  await expect(table).toBeVisible();
  await shot(page, 'my-team');

  // 2. Invite Team Member: the account type decides the fields.
  await page.getByRole('button', { name: 'Invite Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Team Member' });
  const inDialog = (label: string) => dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  await inDialog('Email').fill(invitee.email);
  await inDialog('First Name').fill(invitee.firstName);
  await inDialog('Last Name').fill(invitee.lastName);
  await inDialog('Account Type').selectOption('agent');
  await inDialog('State License Number').fill('FL-E2E-77');
  await shot(page, 'invite-dialog');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: invitee.email });
  await expect(row).toContainText('Invited');
  await shot(page, 'invited');

  // 3. The invitation e-mail, with its single-use link to /agent-sign-up.
  const { mailbox } = await expectMail(context, invitee.email, /invited to join/i);
  const message = mailbox.getByTestId('mailbox-message').filter({ hasText: invitee.email }).first();
  await showMessage(message);
  const signUpLink = message.getByRole('link', { name: /\/agent-sign-up\?token=/ }).first();
  await expect(signUpLink).toBeVisible();
  const link = new URL(await signUpLink.innerText());
  await shot(mailbox, 'invitation-email');
  await mailbox.close();

  // 4. The agent registers from the link in a fresh browser: details prefilled, e-mail read-only.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agent.goto(`${link.pathname}${link.search}`);
  await expect(agent.getByText(/You are invited to join/)).toBeVisible();
  await expect(field(agent, 'Email')).toHaveValue(invitee.email);
  await expect(field(agent, 'Email')).toHaveAttribute('readonly', '');
  await expect(field(agent, 'First Name')).toHaveValue(invitee.firstName);
  await expect(field(agent, 'State License Number')).toHaveValue('FL-E2E-77');
  await field(agent, 'State').selectOption('FL');
  await field(agent, 'Password').fill('robin-e2e-password');
  await field(agent, 'Confirm Password').fill('robin-e2e-password');
  await shot(agent, 'agent-sign-up');
  await agent.getByRole('button', { name: 'Create Account' }).click();
  await expect(agent).toHaveURL(/\/(dashboard|getting-started)$/);
  await shot(agent, 'agent-in-app');
  await agentContext.close();
  // The link works once (a fresh browser: a signed-in one is sent on to the app).
  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  await later.goto(`${link.pathname}${link.search}`);
  await expect(later.getByText('Invitation not valid')).toBeVisible();
  await laterContext.close();

  // 5. The admin sees the agent Active, and the members-joined banner counts them.
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: invitee.email })).toContainText('Active');
  await expect(table.getByRole('row').filter({ hasText: new RegExp(escapeRegExp(name)) })).toContainText(
    'Agent',
  );
  await expect(page.getByText(/joined in the last 7 days/)).toBeVisible();
  await shot(page, 'active');

  // 6. On a phone: a list instead of the table.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const list = page.getByRole('list', { name: 'Team members' });
  await expect(list.getByRole('listitem').filter({ hasText: invitee.email })).toContainText('Active');
  await shot(page, 'my-team-phone');
  await page.setViewportSize(desktop);
});
