import { expect, test as base, type Page } from '@playwright/test';
import { PASSWORD } from '../helpers/testServer.ts';

/** E2E_PORT lets two checkouts run the browser suite side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
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

/** A page that is already signed in. */
export const test = base.extend<{ signedIn: Page }>({
  signedIn: async ({ page }, use) => {
    await login(page);
    await use(page);
  },
});

export { expect };
