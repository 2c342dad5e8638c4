import { Anchor, AppShell, Burger, Container, Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconDeviceTv, IconExternalLink, IconLogout } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { useWhoami } from '../lib/commonQueries.ts';
import { Brand } from '../components/Brand.tsx';
import { ConnectionBadge } from '../components/ConnectionBadge.tsx';
import { OfflineBanner } from '../components/OfflineBanner.tsx';
import { logout } from '../features/auth/api.ts';
import { SignInDialog } from '../features/auth/SignInDialog.tsx';
import { useBackgroundSaving } from './useBackgroundSaving.ts';
import classes from './Layout.module.css';

const links = [
  { to: paths.stations, label: 'Stations' },
  { to: paths.issues, label: 'NCR' },
  { to: paths.activity, label: 'Activity' },
];

/** Top bar with the signed-in user and the main links; the routed page sits in the same page-width container. */
export function Layout() {
  const { pathname, search } = useLocation();
  const whoami = useWhoami();
  const [opened, { toggle, close }] = useDisclosure(false);
  const user = whoami.data?.name;
  const shownName = whoami.data?.person || whoami.data?.name || '…';
  useBackgroundSaving(user);

  // SPEC §2: navigation scrolls smoothly to the top.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    close();
  }, [pathname, search, close]);

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

  return (
    // One container width and gutter for the header and the page, so that their edges line up.
    <AppShell header={{ height: 56 }}>
      <AppShell.Header className={classes.header}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="lg" wrap="nowrap">
              <Brand to={paths.root} />
              <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">{navLinks}</Group>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <ConnectionBadge />
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  {/* The name says whose account it is; it must also be in the button's name (WCAG 2.5.3). */}
                  <UnstyledButton className={classes.user} aria-label={`Account: ${shownName}`}>
                    <Text size="sm" fw={500}>{shownName}</Text>
                    <IconChevronDown size={14} aria-hidden />
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>Signed in as {whoami.data?.name}</Menu.Label>
                  <Menu.Item component={Link} to={paths.kiosks} leftSection={<IconDeviceTv size={14} />}>Wall screens</Menu.Item>
                  <Menu.Item leftSection={<IconLogout size={14} />} onClick={() => void logout()}>Sign out</Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            </Group>
          </Group>
        </Container>
        {opened && <nav className={classes.mobileNav} aria-label="Main">{navLinks}</nav>}
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" py="md">
          <OfflineBanner user={user} />
          <SignInDialog user={user} />
          <Suspense fallback={<Loader m="xl" />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
