// Application shell sizes (R-SHL-1, R-SHL-2), used by the AppShell configuration.
export const TOPBAR_HEIGHT = 55;

export const NAV_WIDTH = {
  open: 200,
  collapsed: 65,
  phone: '80vw',
} as const;

/** Below this Mantine breakpoint the navigation becomes a burger-toggled 80vw panel. */
export const NAV_BREAKPOINT = 'sm';

/** R-APS-13: the debugger side panel next to an agent page. */
export const DEBUGGER_WIDTH = 425;

/** The desktop width the layout reserves: a pinned nav stays open, an unpinned one stays collapsed (it expands over the page on hover). */
export const navLayoutWidth = (pinned: boolean): number => (pinned ? NAV_WIDTH.open : NAV_WIDTH.collapsed);
