// Client password sign-in (R-CLA-7, R-CLA-8, R-CLA-4, R-CLA-11..13, R-ORG-14). A blocked client still
// gets a session, so the dashboard can show the blocking modal with Log Out.

import { findAgency } from '@parley/agencies/infrastructure/agency-repo';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { verifyPassword } from '@parley/workspaces/application/passwords';
import { findOrganisation } from '../infrastructure/org-repo';
import { type SignedInClient, signedIn } from './client-sign-in-result';
import { findClientInAnyRegion } from './find-client';

export interface SignInClientArgs {
  email?: string;
  password?: string;
  userAgent?: string;
}

export async function signInClient(ctx: DataContext, args: SignInClientArgs): Promise<SignedInClient> {
  const email = args.email?.trim().toLowerCase() ?? '';
  const password = args.password ?? '';
  if (!email || !password) throw new AppError('BAD_REQUEST', CLIENT_AUTH_MESSAGES.emailAndPasswordRequired);

  const found = await findClientInAnyRegion(ctx, email);
  // Verified even without a match (against a dummy hash) so both failures take about as long.
  const passwordOk = await verifyPassword(found?.client.passwordHash, password);
  if (!found) throw new AppError('NOT_FOUND', CLIENT_AUTH_MESSAGES.emailNotFound);

  const { client, region } = found;
  const { db } = ctx.dbs[region];
  const org = await findOrganisation(db, client.orgId);
  if (!org) throw new AppError('NOT_FOUND', CLIENT_AUTH_MESSAGES.emailNotFound);
  // R-CLA-4: with password login disabled only the e-mailed code works, whatever the password.
  const agency = await findAgency(db, org.ownerID);
  if (agency?.settings.disablePasswordLogin === true)
    throw new AppError('FORBIDDEN', CLIENT_AUTH_MESSAGES.passwordLoginDisabled);
  if (!passwordOk) throw new AppError('UNAUTHORIZED', CLIENT_AUTH_MESSAGES.wrongPassword);

  return signedIn(ctx, { client, org, region, userAgent: args.userAgent });
}
