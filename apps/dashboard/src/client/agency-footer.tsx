// R-CSH-1: the agency footer of the client shell: copyright, optional Powered by, terms, privacy, GDPR.
import { Anchor, Group, Text } from '@mantine/core';
import type { TPublicAgency } from '@parley/contract/agencies';

export function AgencyFooter({ agency }: { agency: TPublicAgency | null }) {
  const year = new Date().getFullYear();
  const links = [
    agency?.tosPage && { label: 'Terms', href: agency.tosPage },
    agency?.privacyPolicypPage && { label: 'Privacy', href: agency.privacyPolicypPage },
    { label: 'GDPR', href: '/legal/gdpr' },
  ].filter((l): l is { label: string; href: string } => Boolean(l));
  return (
    <Group
      component="footer"
      justify="space-between"
      px="xl"
      py="sm"
      gap="xs"
      data-testid="agency-footer"
      style={{ borderTop: '1px solid var(--parley-surface-border)' }}
    >
      <Text size="xs" c="dimmed">
        © {year} {agency?.name ?? 'Your provider'}
        {agency?.mainWebsite && (
          <>
            {' · '}
            <Anchor href={agency.mainWebsite} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
              {new URL(agency.mainWebsite).host}
            </Anchor>
          </>
        )}
        {' · '}Powered by Parley
      </Text>
      <Group gap="md">
        {links.map((l) => (
          <Anchor key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
            {l.label}
          </Anchor>
        ))}
      </Group>
    </Group>
  );
}
