// Which chrome a public path gets (R-MKT-1..4, R-MKT-6): pure, so the rules are unit-tested.

/** R-MKT-3: these pages show the alternative header. */
export const ALT_HEADER_PATHS = [
  '/landing2',
  '/voice-agent',
  '/chatbot',
  '/whatsapp',
  '/demo',
  '/integrations',
  '/get-free-plan',
] as const;

export interface ExternalLinks {
  affiliates: string | null;
  docs: string | null;
  discord: string | null;
}

export interface HeaderLink {
  label: string;
  href: string;
  external: boolean;
}

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** R-MKT-1: header and footer everywhere except paths containing /login or /signup. */
export const showsPublicChrome = (pathname: string): boolean =>
  !pathname.includes('/login') && !pathname.includes('/signup');

/** R-MKT-6: the product footer with legal links, outside the app and agent routes. */
export function showsProductFooter(pathname: string): boolean {
  const path = normalise(pathname);
  return showsPublicChrome(path) && !/^\/(app|share)(\/|$)/.test(path);
}

export const usesAltHeader = (pathname: string): boolean =>
  (ALT_HEADER_PATHS as readonly string[]).includes(normalise(pathname));

/** R-MKT-2, R-MKT-3: the header's links; external ones only when the operator set them. */
export function headerLinksFor(pathname: string, external: ExternalLinks): HeaderLink[] {
  if (usesAltHeader(pathname)) {
    return [
      { label: 'Integrations', href: '/integrations', external: false },
      { label: 'Pricing', href: '/pricing', external: false },
      { label: 'Get free plan', href: '/get-free-plan', external: false },
      { label: 'About', href: '/legal/about', external: false },
      { label: 'Privacy', href: '/legal/privacy-policy', external: false },
    ];
  }
  const links: HeaderLink[] = [];
  if (external.affiliates) links.push({ label: 'Affiliates', href: external.affiliates, external: true });
  if (external.docs) links.push({ label: 'Docs', href: external.docs, external: true });
  if (external.discord) links.push({ label: 'Discord', href: external.discord, external: true });
  links.push({ label: 'Pricing', href: '/pricing', external: false });
  return links;
}

/** R-MKT-4: the logo leads home, or to /landing2 on that page. */
export const logoTargetFor = (pathname: string): string =>
  normalise(pathname) === '/landing2' ? '/landing2' : '/';
