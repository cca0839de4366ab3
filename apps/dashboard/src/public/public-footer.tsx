// The product footer with the legal links (R-MKT-5, R-MKT-6).
import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { LEGAL_PAGES } from '@parley/marketing/domain/legal-pages';
import { Link } from '@tanstack/react-router';
import { ParleyLogo } from '../shell/parley-logo';
import classes from './public.module.css';
import { useSiteConfig } from './use-site-config';

const PRODUCT = [
  { label: 'Pricing', href: '/pricing' },
  { label: 'Website chatbot', href: '/chatbot' },
  { label: 'Voice agents', href: '/voice-agent' },
  { label: 'WhatsApp', href: '/whatsapp' },
  { label: 'Integrations', href: '/integrations' },
  { label: 'Demo', href: '/demo' },
];

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={8}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function ProductFooter() {
  const config = useSiteConfig();
  const community = [
    config?.links.docs && { label: 'Docs', href: config.links.docs },
    config?.links.discord && { label: 'Discord', href: config.links.discord },
    config?.links.affiliates && { label: 'Affiliates', href: config.links.affiliates },
  ].filter((l): l is { label: string; href: string } => Boolean(l));

  return (
    <footer className={classes.footer} data-testid="product-footer">
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <ParleyLogo size={24} />
            <Text size="sm" c="dimmed" maw={260}>
              AI chat agents for your web site, your team and your clients.
            </Text>
          </Stack>
          <Column title="Product">
            {PRODUCT.map((l) => (
              <Link key={l.href} to={l.href} className={classes.footerLink}>
                {l.label}
              </Link>
            ))}
          </Column>
          <Column title="Legal">
            <nav aria-label="Legal">
              <Stack gap={8}>
                {LEGAL_PAGES.map((p) => (
                  <Link
                    key={p.slug}
                    to="/legal/$page"
                    params={{ page: p.slug }}
                    className={classes.footerLink}
                  >
                    {p.title}
                  </Link>
                ))}
              </Stack>
            </nav>
          </Column>
          <Column title="Account">
            <Link to="/login" className={classes.footerLink}>
              Sign in
            </Link>
            <Link to="/signup" className={classes.footerLink}>
              Sign up
            </Link>
            {community.map((l) => (
              <a
                key={l.href}
                href={l.href}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.footerLink}
              >
                {l.label}
              </a>
            ))}
          </Column>
        </SimpleGrid>
        <Group justify="space-between" mt={40} gap="xs">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} · Run by{' '}
            {config?.operatorName ?? 'the operator of this Parley instance'}
          </Text>
          <Text size="xs" c="dimmed">
            Powered by{' '}
            <Anchor component={Link} to="/legal/about" size="xs" inherit>
              Parley
            </Anchor>
            , open-source software. No trackers.
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
