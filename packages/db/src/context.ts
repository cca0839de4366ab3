// What application use cases need from storage: both regional databases and the secret keyring.
import type { SecretKeyring } from '@parley/kernel/sealed-secret';
import type { RegionDatabases } from './regions';

export interface DataContext {
  dbs: RegionDatabases;
  keyring: SecretKeyring;
}
