/** E2E_PORT lets two checkouts run the browser suite side by side. Apart from the fixtures, so that
 * playwright.config.ts reads it without the browser-side code of the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
