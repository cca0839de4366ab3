// The application shell for /app/{region}/… (R-SHL-1, R-SHL-2): top bar, side navigation, page.
import { AppShell, Overlay } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { NewAgentDrawerProvider } from '../agents/new-agent-drawer-context';
import { usePhone } from '../lib/use-viewport';
import { DoubleAccountBanner } from './double-account-banner';
import { NAV_BREAKPOINT, NAV_WIDTH, navLayoutWidth, TOPBAR_HEIGHT } from './shell-geometry';
import { SideNav } from './side-nav';
import classes from './side-nav.module.css';
import { TopBar } from './top-bar';
import { useNavState } from './use-nav-state';

/**
 * Mantine widens an open navbar to 100% below its breakpoint; R-SHL-2 wants 80vw on phones. An unpinned
 * navbar floats open at full width over the page while hovered.
 */
function navStyle(phone: boolean, floating: boolean) {
  if (phone) return { width: NAV_WIDTH.phone };
  return floating ? { width: NAV_WIDTH.open } : undefined;
}

export function AppLayout() {
  const [mobileOpened, mobile] = useDisclosure(false);
  const phone = usePhone();
  const nav = useNavState();
  const floating = !phone && !nav.pinned && nav.hovered;
  const expanded = phone || nav.pinned || nav.hovered;

  return (
    <NewAgentDrawerProvider>
      <AppShell
        header={{ height: TOPBAR_HEIGHT }}
        navbar={{
          width: { base: NAV_WIDTH.phone, [NAV_BREAKPOINT]: navLayoutWidth(nav.pinned) },
          breakpoint: NAV_BREAKPOINT,
          collapsed: { mobile: !mobileOpened },
        }}
        padding={0}
      >
        <AppShell.Header data-testid="app-topbar">
          <TopBar navOpened={mobileOpened} onToggleNav={mobile.toggle} />
        </AppShell.Header>
        <AppShell.Navbar
          p={12}
          data-testid="app-navbar"
          data-expanded={expanded || undefined}
          data-floating={floating || undefined}
          className={classes.navbar}
          style={navStyle(phone, floating)}
          onMouseEnter={phone || nav.pinned ? undefined : nav.onMouseEnter}
          onMouseLeave={phone || nav.pinned ? undefined : nav.onMouseLeave}
        >
          <SideNav
            expanded={expanded}
            pinned={nav.pinned}
            phone={phone}
            onTogglePinned={nav.togglePinned}
            onNavigate={mobile.close}
          />
        </AppShell.Navbar>
        {phone && mobileOpened && (
          <Overlay fixed zIndex={99} backgroundOpacity={0.4} onClick={mobile.close} />
        )}
        <AppShell.Main>
          <DoubleAccountBanner />
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </NewAgentDrawerProvider>
  );
}
