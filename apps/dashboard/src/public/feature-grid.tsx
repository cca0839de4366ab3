// A grid of feature cards with icons, shared by the landing and the product pages.
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBolt,
  IconBook,
  IconBrandWhatsapp,
  IconCode,
  IconHistory,
  IconLock,
  IconMessageCircle,
  IconMicrophone,
  IconPalette,
  IconPlug,
  IconUserShare,
  IconUsersGroup,
  IconWebhook,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import type { FeatureIcon } from './product-pages';
import classes from './public.module.css';

const ICONS: Record<FeatureIcon, TablerIcon> = {
  book: IconBook,
  bolt: IconBolt,
  code: IconCode,
  globe: IconWorld,
  handoff: IconUserShare,
  history: IconHistory,
  lock: IconLock,
  microphone: IconMicrophone,
  palette: IconPalette,
  plug: IconPlug,
  users: IconUsersGroup,
  webhook: IconWebhook,
  whatsapp: IconBrandWhatsapp,
  chat: IconMessageCircle,
};

export function FeatureGrid({
  features,
  cols = 2,
}: {
  features: Array<{ icon: FeatureIcon; title: string; text: string }>;
  cols?: 2 | 3;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} spacing="lg">
      {features.map((f) => {
        const Icon = ICONS[f.icon];
        return (
          <Card key={f.title} withBorder padding="lg">
            <Stack gap="sm">
              <div className={classes.featureIcon}>
                <Icon size={22} stroke={1.8} />
              </div>
              <Title order={3} fz="lg">
                {f.title}
              </Title>
              <Text size="sm" c="dimmed">
                {f.text}
              </Text>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
