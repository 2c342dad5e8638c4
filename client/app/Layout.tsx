import { Anchor, Burger, Container, Group, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { useWhoami } from '../lib/api/commonQueries.ts';
import { SuspenseAtOnce } from '../lib/loading/lazyAtOnce.tsx';
import { Brand } from '../components/Brand.tsx';
import { ConnectionBadge } from '../components/ConnectionBadge.tsx';
import { OfflineBanner } from '../components/OfflineBanner.tsx';
import { SignInAgain } from '../features/auth/SignInAgain.tsx';
import { useOtherTabsSignOut } from '../features/auth/useOtherTabsSignOut.ts';
import { KeyboardCommands } from '../features/commands/KeyboardCommands.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { useBackgroundSaving } from './useBackgroundSaving.ts';
import classes from './Layout.module.css';

const links = [
  { to: paths.stations, label: 'Stations' },
  { to: paths.issues, label: 'NCR' },
  { to: paths.actions, label: 'My actions' },
  { to: paths.activity, label: 'Activity' },
];

/**
 * SPEC §2: navigation scrolls smoothly to the top (and closes the phone menu). A component of its own, so that a
 * change of the URL (a keystroke in a list's search) does not re-render the whole layout. Not when the page
 * opens: it is at the top then, and scrolling would make the browser lay out the first screen before it paints.
 */
function OnNavigation({ close }: { close: () => void }) {
  const { pathname, search } = useLocation();
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
    close();
  }, [pathname, search, close]);
  return null;
}

/**
 * The signed-in person's parts of the layout, components of their own like OnNavigation: who is signed in comes
 * with the first screen's data, and renders them alone, not the whole layout in the same task.
 */
function Account() {
  const whoami = useWhoami();
  return <AccountMenu shownName={whoami.data?.person || whoami.data?.name || '…'} account={whoami.data?.name} />;
}

/** Saving in the background what this person changed, what waits offline, signing in again in place, signing out in another tab. */
function UserSession() {
  const user = useWhoami().data?.name;
  useBackgroundSaving(user);
  useOtherTabsSignOut();
  return (
    <>
      <OfflineBanner user={user} />
      <SignInAgain user={user} />
    </>
  );
}

/** Top bar with the signed-in user and the main links; the routed page sits in the same page-width container. */
export function Layout() {
  const [opened, { toggle, close }] = useDisclosure(false);

  const navLinks = (
    <>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} className={classes.link}>{link.label}</NavLink>
      ))}
      <Anchor href={paths.world} target="_blank" rel="noopener" className={classes.link}>
        World <IconExternalLink size={14} aria-hidden />
      </Anchor>
    </>
  );

  // A header fixed at the top and the page under it, as Mantine's AppShell lays them out, without its code (a
  // navbar, asides, a footer and their resizing: 7 KB of the first screen). right-scroll-bar-position keeps the
  // header still when a modal hides the page's scrollbar (react-remove-scroll's class, which Mantine's modals use).
  // One container width and gutter for the header and the page, so that their edges line up.
  return (
    <>
      <header className={`${classes.header} right-scroll-bar-position`}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="lg" wrap="nowrap">
              <Brand to={paths.root} />
              <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">{navLinks}</Group>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <ConnectionBadge />
              <Account />
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            </Group>
          </Group>
        </Container>
        {opened && <nav className={classes.mobileNav} aria-label="Main">{navLinks}</nav>}
      </header>
      <main className={classes.main}>
        <Container size="xl" py="md">
          <UserSession />
          <OnNavigation close={close} />
          <KeyboardCommands />
          <SuspenseAtOnce fallback={<Loader m="xl" />}>
            <Outlet />
          </SuspenseAtOnce>
        </Container>
      </main>
    </>
  );
}
