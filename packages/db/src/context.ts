// What application use cases need from storage: both regional databases and the secret keyring.
import type { SecretKeyring } from '@parley/kernel/sealed-secret';
import type { RegionDatabases } from './regions';

export interface DataContext {
  dbs: RegionDatabases;
  keyring: SecretKeyring;
  /**
   * The operator's default plan limits (DEFAULT_WORKSPACE_LIMITS, keyed like customPlan.limits;
   * Infinity = unlimited). Absent: the spec's defaults (R-WKS-17).
   */
  planDefaults?: Readonly<Partial<Record<string, number>>>;
}
