/**
 * A single-use token that arrives after '#' in a link (a personal 내 정보 link, a staff
 * invitation): the fragment never reaches a server, a proxy log or a Referer header. The page takes
 * it out of the address bar at once, so it is neither bookmarked nor shared by copying the
 * address, and keeps it in this tab's sessionStorage until it is used, so that a reload still
 * works. A failing storage only loses the reload.
 */
export function tokenOf(hash: string): string {
  return hash.replace(/^#/, '').trim();
}

export function storedToken(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function storeToken(key: string, token: string | null): void {
  try {
    if (token) sessionStorage.setItem(key, token);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode, quota).
  }
}

/** Takes the token out of the address bar without a navigation (the router keeps its copy). */
export function clearAddressFragment(): void {
  if (!window.location.hash) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}
