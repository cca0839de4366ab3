// The side navigation's pricing block (R-SHL-5) and 'Billing' / 'Upgrade Plan' button (R-SHL-3, -10, -11).
import { Box, Text, Tooltip } from '@mantine/core';
import { showPricingBlock, upgradeButton } from '@parley/billing/domain/upgrade-button';
import { IconCreditCard, IconSparkles } from '@tabler/icons-react';
import { Link, useMatch } from '@tanstack/react-router';
import classes from './side-nav.module.css';
import { useAccountSummary } from './use-account-summary';
import { useRegion } from './use-region';

const credits = (n: number) => new Intl.NumberFormat('en').format(n);

export function BillingNav({ expanded, onNavigate }: { expanded: boolean; onNavigate: () => void }) {
  const summary = useAccountSummary();
  const region = useRegion();
  const agentPage = useMatch({ from: '/app/$region/agents/$agentId/$tab', shouldThrow: false });
  if (!summary) return null;
  const button = upgradeButton({
    agentPageOpen: Boolean(agentPage),
    hasSubscription: summary.hasSubscription,
    joinedAt: summary.joinedAt,
    loadTokens: summary.loadTokens,
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  const Icon = button === 'Billing' ? IconCreditCard : IconSparkles;
  return (
    <>
      {showPricingBlock(summary.branding) && expanded && (
        <Box
          px={9}
          py={8}
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-default-hover)',
          }}
          data-testid="pricing-block"
        >
          <Text size="xs" c="dimmed">
            Free plan
          </Text>
          <Text size="sm" fw={600}>
            {credits(summary.loadTokens)} credits
          </Text>
        </Box>
      )}
      {button && (
        <Tooltip label={button} position="right" disabled={expanded}>
          <Link
            to="/app/$region/account/billing"
            params={{ region }}
            onClick={onNavigate}
            className={`${classes.item} ${button === 'Upgrade Plan' ? classes.primary : ''}`}
            data-collapsed={!expanded || undefined}
            aria-label={expanded ? undefined : button}
            data-testid="nav-billing"
          >
            <span className={classes.icon}>
              <Icon size={18} stroke={1.8} />
            </span>
            <span className={classes.label}>{button}</span>
          </Link>
        </Tooltip>
      )}
    </>
  );
}
