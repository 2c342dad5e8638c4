// Browser tests of an NCR's actions on its page (issue 36): two people working them live, the closure rule
// refusing Resolved with its blockers listed and linked and then allowing it, and an action added offline.
import type { Locator, Page } from '@playwright/test';
import { ACTION_STATUS, ACTION_TYPE, EFFECTIVENESS, ISSUE_STATUS } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import { call } from './api.ts';
import { E2E_PERSON, E2E_PERSON_2, expect, test } from './fixtures.ts';
import { colleague, createStation, uniqueWord } from './records.ts';

async function newIssue(page: Page): Promise<number> {
  const station = await createStation(page.request);
  return (await call(page.request, 'addIssue', { station: station.sid, prod: `Coil ${uniqueWord('p')}` })).result;
}

async function openIssue(page: Page, iid: number): Promise<void> {
  await page.goto(paths.issue(iid));
  await expect(page.getByRole('heading', { name: 'Actions', level: 2 })).toBeVisible();
}

const actionRow = (page: Page, aid: number): Locator => page.locator(`article[data-aid="${aid}"]`);
const actionsOf = async (page: Page, iid: number) => (await call(page.request, 'actions', { iid })).actions;

/** Picks `option` in the select labelled `label` within `scope`. */
async function choose(scope: Locator | Page, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('two people work an NCR\'s actions live: an added action, its typed description, who is in it, its status', { tag: '@engine' }, async ({ signedIn: anna, browser }) => {
  const iid = await newIssue(anna);
  await openIssue(anna, iid);
  const jonas = await colleague(browser, paths.issue(iid));
  await expect(jonas.getByRole('heading', { name: 'Actions', level: 2 })).toBeVisible();

  // Anna adds one; Jonas sees it arrive.
  await anna.getByRole('button', { name: 'Add action' }).click();
  const form = anna.getByTestId('action-add-form');
  await choose(form, anna, 'Type', 'Containment');
  await form.getByRole('button', { name: 'Add action' }).click();
  await expect.poll(async () => (await actionsOf(anna, iid)).length).toBe(1);
  const [added] = await actionsOf(anna, iid);
  const aid = added!.aid;
  await expect(actionRow(jonas, aid)).toBeVisible();
  await expect(actionRow(jonas, aid).getByRole('heading')).toHaveText(`Action ${aid} · Containment`);

  // Jonas types its description; Anna sees him in it, and his text as he types.
  const jonasText = actionRow(jonas, aid).getByRole('textbox', { name: 'Action', exact: true });
  await jonasText.click();
  await expect(jonasText).toHaveAttribute('data-shared-ready', 'true');
  await expect(actionRow(anna, aid).getByTestId('action-presence')).toHaveText(`${E2E_PERSON_2} editing`);
  await expect(actionRow(anna, aid).locator('[data-editing]')).toHaveAttribute('data-editing', `${E2E_PERSON_2} is editing`);
  await jonas.keyboard.type('Seal the crates of batch 2291');
  await expect(actionRow(anna, aid).getByRole('textbox', { name: 'Action', exact: true })).toHaveValue('Seal the crates of batch 2291');
  // The header says which action, in words.
  await expect(anna.getByTestId('presence-avatar')).toHaveText('JW');

  // Anna marks it done; Jonas sees the status change.
  await actionRow(anna, aid).getByRole('button', { name: 'Mark done' }).click();
  await expect(actionRow(jonas, aid).getByTestId('action-status')).toHaveText('Done');
  await expect.poll(async () => (await actionsOf(anna, iid))[0]!.status).toBe(ACTION_STATUS.Done);
  await expect.poll(async () => (await actionsOf(anna, iid))[0]!.descr).toBe('Seal the crates of batch 2291');
  await jonas.context().close();
});

test('Resolved is refused with what blocks it, listed and linked; once the action is verified by another and the review is Effective, it is accepted', async ({ signedIn: anna, browser }) => {
  const iid = await newIssue(anna);
  const { action } = await call(anna.request, 'addAction', { iid, type: ACTION_TYPE.Containment, descr: 'Quarantine batch 2291', owner: E2E_PERSON });
  await openIssue(anna, iid);
  await expect(anna.getByTestId('closure-hint')).toHaveText('Resolving needs 1 action verified or cancelled and an Effective review.');

  // A category change and Resolved together: Resolved is refused, the category is saved.
  await choose(anna, anna, 'Category', 'Supplier');
  await choose(anna, anna, 'Status', 'Resolved');
  const refusal = anna.getByTestId('closure-refusal');
  await expect(refusal).toContainText('Not resolved');
  await expect(refusal).toContainText('1 action is not verified or cancelled yet. Resolving needs:');
  const actionLink = refusal.getByRole('link', { name: `Action ${action.aid}: Containment “Quarantine batch 2291” (Open)` });
  const reviewLink = refusal.getByRole('link', { name: 'Effectiveness review: Not reviewed (needs Effective)' });
  await expect(actionLink).toHaveAttribute('href', `#action-${action.aid}`);
  await expect(reviewLink).toHaveAttribute('href', '#effectiveness');
  await expect(anna.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('New');
  await expect(anna.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 });
  const saved = (await call(anna.request, 'issue', { iid })).issue;
  expect(saved.status).toBe(ISSUE_STATUS.New);
  expect(saved.cat).toBe(3);
  // The links go to what they name.
  await actionLink.click();
  await expect(actionRow(anna, action.aid)).toBeFocused();
  await reviewLink.click();
  await expect(anna.getByRole('combobox', { name: 'Effectiveness', exact: true })).toBeFocused();

  // Done by its owner; the owner is told why she cannot verify it; Jonas verifies it with a note.
  const row = actionRow(anna, action.aid);
  await row.getByRole('button', { name: 'Mark done' }).click();
  await expect(row.getByTestId('action-status')).toHaveText('Done');
  await expect.poll(async () => (await actionsOf(anna, iid))[0]!.status).toBe(ACTION_STATUS.Done);
  await row.getByRole('button', { name: 'Verify…' }).click();
  await expect(anna.getByTestId('verify-own')).toContainText('You own this action, so someone else must verify it');
  await anna.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  const jonas = await colleague(browser, paths.issue(iid));
  await actionRow(jonas, action.aid).getByRole('button', { name: 'Verify…' }).click();
  const dialog = jonas.getByRole('dialog', { name: `Verify action ${action.aid}` });
  await dialog.getByRole('textbox', { name: 'Verification note' }).fill('Checked the store: all 12 crates sealed and tagged.');
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(row.getByTestId('action-status')).toHaveText('Verified');
  await expect(row.getByTestId('action-verification')).toContainText(`Verified by ${E2E_PERSON_2}`);
  await expect(row.getByTestId('action-verification')).toContainText('Checked the store: all 12 crates sealed and tagged.');
  await jonas.context().close();

  // Still refused without the review; then Effective, and Resolved is accepted.
  await anna.getByTestId('closure-refusal').getByRole('button', { name: 'Dismiss' }).click();
  await expect(anna.getByTestId('closure-refusal')).toHaveCount(0);
  await choose(anna, anna, 'Effectiveness', 'Effective');
  await expect(anna.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 });
  await expect(anna.getByTestId('effectiveness-by')).toContainText(`by ${E2E_PERSON}`);
  await expect(anna.getByTestId('closure-hint')).toHaveCount(0);
  await choose(anna, anna, 'Status', 'Resolved');
  await expect.poll(async () => (await call(anna.request, 'issue', { iid })).issue.status, { timeout: 15_000 }).toBe(ISSUE_STATUS.Resolved);
  await expect(anna.getByTestId('closure-refusal')).toHaveCount(0);
  const closed = (await call(anna.request, 'issue', { iid })).issue;
  expect(closed.effResult).toBe(EFFECTIVENESS.Effective);
});

test('an action added offline is kept on the device as pending, and arrives once when the network is back', { tag: '@engine' }, async ({ signedIn: anna, context }) => {
  const iid = await newIssue(anna);
  await openIssue(anna, iid);
  const descr = `Replace the seals ${uniqueWord('d')}`;

  await context.setOffline(true);
  await anna.getByRole('button', { name: 'Add action' }).click();
  const form = anna.getByTestId('action-add-form');
  await choose(form, anna, 'Type', 'Corrective');
  await form.getByRole('textbox', { name: 'Action', exact: true }).fill(descr);
  await form.getByRole('button', { name: 'Add action' }).click();
  const pending = anna.getByTestId('pending-action');
  await expect(pending).toContainText('New action · Corrective');
  await expect(pending).toContainText(descr);
  await expect(pending.getByTestId('pending-action-state')).toHaveText('Offline: kept on this device');
  await expect(anna.getByTestId('save-state')).toHaveAttribute('data-state', 'offline');
  await expect(anna.getByTestId('save-state')).toHaveText('Offline (1 change kept on this device)');
  await expect(anna).toHaveTitle(/\(offline\)/);

  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 10_000 });
  const row = anna.locator('article[data-testid="action-row"]');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('textbox', { name: 'Action', exact: true })).toHaveValue(descr);
  await expect(anna.getByTestId('save-state')).toHaveText('Saved');
  // Once on the server, however often it was sent.
  await anna.waitForTimeout(2_500);
  const actions = await actionsOf(anna, iid);
  expect(actions.map((action) => action.descr)).toEqual([descr]);
});
