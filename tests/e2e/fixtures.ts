import { expect, request as playwrightRequest, test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { PASSWORD, type TestServer } from '../helpers/testServer.ts';
import { E2E_USER, startE2eServer } from './e2eServer.ts';

export { E2E_PERSON, E2E_PERSON_2, E2E_STATIONS, E2E_USER, E2E_USER_2 } from './e2eServer.ts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Signs in through the login form: for the tests about that form and the return path. */
export async function login(page: Page, returnPath = '/service', user = E2E_USER): Promise<void> {
  await page.goto(returnPath);
  await expect(page).toHaveURL(/\/manager\/login\?return=/);
  await page.getByLabel('User').fill(user);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/manager\/login/);
}

/** A new session of `user` on the server at `baseURL`, signed in through the API: its cookie as a storage state. */
export async function sessionOf(baseURL: string, user = E2E_USER): Promise<StorageState> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const answer = await api.post('/api/login', { data: { user, password: PASSWORD } });
    if (!answer.ok()) throw new Error(`signing in ${user} answered ${answer.status()}`);
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

/** The worker's server: a module value as well, for the helpers that open contexts of their own (colleague()). */
let workerServer: TestServer | undefined;

/** A browser context of its own signed in as `user` (a new session), made with `options`. */
export async function signedInContext(browser: Browser, user = E2E_USER, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...options, storageState: await sessionOf(workerServer!.url, user) });
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
 * Every worker runs its own server (port 0, a fresh seeded database) and its tests' pages go to it. A page is
 * signed in through the API (a new session per test: a test may sign out); for every test, whatever contexts it
 * opens (its own page's and browser.newContext()), a check that no screen ran into the Content-Security-Policy.
 */
export const test = base.extend<{ signedIn: Page; cspClean: void }, { watchedBrowser: void; e2eServer: TestServer }>({
  e2eServer: [async ({}, use) => {
    const server = await startE2eServer();
    workerServer = server;
    await use(server);
    workerServer = undefined;
    await server.stop();
  }, { scope: 'worker', timeout: 120_000 }],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.url);
  },
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
  // Signed in, on no screen yet: a test opens the one it is about (the stations list was one load more for most).
  signedIn: async ({ page, context, baseURL }, use) => {
    await context.addCookies((await sessionOf(baseURL!)).cookies);
    await use(page);
  },
});

export { expect };
