import type { ReactNode } from 'react';

/** A secondary action of a page header: an app route (to) or a plain link (href: a download, another tab). */
export interface PageAction {
  label: string;
  icon: ReactNode;
  to?: string;
  href?: string;
  download?: boolean;
  newTab?: boolean;
}

/** The attributes of an action's link (href, download, new tab). */
export const anchorProps = (action: PageAction) => ({
  href: action.href,
  download: action.download || undefined,
  target: action.newTab ? '_blank' : undefined,
  rel: action.newTab ? 'noopener' : undefined,
});
