/**
 * Cache-Control of the files only a signed-in caller may see: station images, NCR attachments and their thumbnails.
 * The browser may keep them but asks the server before every use (If-None-Match): the server checks the session
 * first, so a kept copy is never shown without one (a signed-out browser gets 401), and answers 304 without
 * rendering anything, so a repeat view costs a round trip only. Signing out clears the HTTP cache where the
 * browser honours Clear-Site-Data (server/routes/auth.ts); the offline copies of station images are the service
 * worker's, which the app clears itself (client/lib/offline/forgetDeviceData.ts).
 */
export const PRIVATE_FILE_CACHING = 'private, no-cache';
