import { useMediaQuery } from '@mantine/hooks';

// Read synchronously (no SSR here), so phones never get a first frame of the desktop layout.
const NOW = { getInitialValueInEffect: false };

/** Below Mantine's `sm` breakpoint (48em): the shell's phone layout. */
export const usePhone = () => useMediaQuery('(max-width: 47.99em)', false, NOW);

/** Below `xs` (36em): drawers take the whole screen. */
export const useNarrowPhone = () => useMediaQuery('(max-width: 35.99em)', false, NOW);

/** From `md` (62em): room for the debugger panel beside the page. */
export const useWide = () => useMediaQuery('(min-width: 62em)', true, NOW);
