import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { PASSWORD } from '../helpers/testServer.ts';

export { E2E_PORT } from './port.ts';
export const E2E_USER = 'e2e';
/** The e2e user's person: a name of the generated people list, so 'Assigned to me' has rows. */
export const E2E_PERSON = 'Anna Berger';
export const E2E_STATIONS = 60;
/** A second person, for what two people see of each other. */
export const E2E_USER_2 = 'e2e-colleague';
export const E2E_PERSON_2 = 'Jonas Weber';

export async function login(page: Page, returnPath = '/service', user = E2E_USER): Promise<void> {
  await page.goto(returnPath);
  await expect(page).toHaveURL(/\/manager\/login\?return=/);
  await page.getByLabel('User').fill(user);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/manager\/login/);
}

/** What the Content-Security-Policy blocked during the current test, in every context the test opened. */
const cspViolations: string[] = [];
const watched = new WeakSet<BrowserContext>();

/**
 * Records CSP violations of a context's pages: Chromium's console error for each refusal, and the
 * securitypolicyviolation event (which also reports what the console may not, e.g. from report-only checks).
 */
async function watchCsp(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|CSP violation/i.test(message.text())) {
      cspViolations.push(`${message.location().url}: ${message.text()}`);
    }
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

/**
 * A page that is already signed in; and for every test, whatever contexts it opens (its own page's and
 * browser.newContext()), a check that no screen ran into the Content-Security-Policy.
 */
export const test = base.extend<{ signedIn: Page; cspClean: void }, { watchedBrowser: void }>({
  watchedBrowser: [async ({ browser }, use) => {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      await watchCsp(context);
      return context;
    };
    await use();
  }, { scope: 'worker', auto: true }],
  cspClean: [async ({ context }, use) => {
    await watchCsp(context);
    cspViolations.length = 0;
    await use();
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  }, { auto: true }],
  signedIn: async ({ page }, use) => {
    await login(page);
    await use(page);
  },
});

export { expect };
