// The legal pages (R-MKT-5): their paths under /legal/ and their titles in the footer.
export const LEGAL_PAGES = [
  { slug: 'about', title: 'About' },
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'tos', title: 'Terms of Service' },
  { slug: 'refund-policy', title: 'Refund Policy' },
  { slug: 'cookie-policy', title: 'Cookie Policy' },
  { slug: 'contact', title: 'Contact' },
  { slug: 'gdpr', title: 'GDPR' },
] as const;

export type LegalSlug = (typeof LEGAL_PAGES)[number]['slug'];

export const isLegalSlug = (value: unknown): value is LegalSlug => LEGAL_PAGES.some((p) => p.slug === value);

export const legalTitleOf = (slug: LegalSlug): string => LEGAL_PAGES.find((p) => p.slug === slug)!.title;
