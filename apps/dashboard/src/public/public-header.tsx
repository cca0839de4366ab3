// The public header (R-MKT-2..4): logo, the path's links, 'Sign in' (or the dashboard when signed in).
import { Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMe } from '../lib/use-me';
import { ParleyLogo } from '../shell/parley-logo';
import classes from './public.module.css';
import { type HeaderLink, headerLinksFor, logoTargetFor } from './public-paths';
import { useSiteConfig } from './use-site-config';

function NavLink({ link, onClick }: { link: HeaderLink; onClick?: () => void }) {
  if (link.external) {
    return (
      <a
        className={classes.navLink}
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
      >
        {link.label} <IconExternalLink size={12} style={{ verticalAlign: -1, opacity: 0.6 }} />
      </a>
    );
  }
  return (
    <Link className={classes.navLink} to={link.href} onClick={onClick}>
      {link.label}
    </Link>
  );
}

export function PublicHeader({ pathname }: { pathname: string }) {
  const [opened, drawer] = useDisclosure(false);
  const me = useMe();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const links = headerLinksFor(pathname, config?.links ?? { affiliates: null, docs: null, discord: null });
  const account = me ? (
    <Button
      onClick={() => void navigate({ to: '/app/$region/agents', params: { region: me.workspace.region } })}
      size="sm"
    >
      Open dashboard
    </Button>
  ) : (
    <Button component={Link} to="/login" size="sm" variant="default" data-testid="public-sign-in">
      Sign in
    </Button>
  );

  return (
    <header className={classes.header} data-testid="public-header">
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link
            to={logoTargetFor(pathname)}
            aria-label="Parley home"
            style={{ color: 'inherit', textDecoration: 'none' }}
            data-testid="public-logo"
          >
            <ParleyLogo size={28} />
          </Link>
          <Group gap={4} visibleFrom="md" component="nav" aria-label="Site" wrap="nowrap">
            {links.map((link) => (
              <NavLink key={link.href} link={link} />
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {account}
            {!me && (
              <Button component={Link} to="/signup" size="sm" visibleFrom="sm">
                Get started
              </Button>
            )}
            <Burger
              opened={opened}
              onClick={drawer.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label="Open menu"
            />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        size="80%"
        title={<ParleyLogo size={24} />}
      >
        <Stack gap={4} component="nav" aria-label="Site">
          {links.map((link) => (
            <NavLink key={link.href} link={link} onClick={drawer.close} />
          ))}
          <Stack gap="xs" mt="lg">
            {account}
            {!me && (
              <Button component={Link} to="/signup" onClick={drawer.close}>
                Get started
              </Button>
            )}
          </Stack>
        </Stack>
      </Drawer>
    </header>
  );
}
