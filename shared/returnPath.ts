/**
 * The path to land on after login: only same-site absolute paths, anything else falls back to '/'. A kiosk
 * token (?kiosk=) is left out: a wall screen whose token no longer works is sent to the login page, and the token
 * would otherwise go on in that page's address, its history entry and whatever it is copied into.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  if (value.startsWith('//') || value.startsWith('/\\') || /[\u0000-\u001f]/.test(value)) return '/';
  return withoutKioskToken(value);
}

function withoutKioskToken(path: string): string {
  const queryAt = path.indexOf('?');
  if (queryAt === -1) return path;
  const hashAt = path.indexOf('#', queryAt);
  const end = hashAt === -1 ? path.length : hashAt;
  const pairs = path.slice(queryAt + 1, end).split('&');
  const kept = pairs.filter((pair) => queryKey(pair) !== 'kiosk');
  if (kept.length === pairs.length) return path;
  return `${path.slice(0, queryAt)}${kept.length > 0 ? `?${kept.join('&')}` : ''}${path.slice(end)}`;
}

/** A query pair's key, decoded as the server reads it (`k%69osk=` is kiosk too). */
function queryKey(pair: string): string {
  const key = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}
