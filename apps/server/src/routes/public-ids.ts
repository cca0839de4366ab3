// Path parameters of the widget's public calls, shared by its route files.
import { ZRegion } from '@parley/contract/auth';
import { z } from 'zod';

export const ZAgentId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Invalid agent id');
/** The widget's visitor id ({agentId}-{random}) or any id the REST interact call accepts. */
export const ZVisitorId = z.string().regex(/^[A-Za-z0-9_.:@-]{1,128}$/, 'Invalid user id');
/** The region the embed snippet names is looked in first; the other one is still tried. */
export const ZRegionQuery = z.object({ region: ZRegion.optional() });
