// Debian packages the test tiers need: Chromium for journeys, PostgreSQL for the real-database tier,
// and the offline speech recogniser (pocketsphinx with its US English model, SoX to resample; ≈30 MB).
import { existsSync, readdirSync } from 'node:fs';
import { log, run } from './run.mjs';

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/pg_ctl`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${base}/${versions[0]}/bin` : null;
}

export async function ensureDebianPackages() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!postgresBinDir()) missing.push('postgresql');
  if (!existsSync('/usr/bin/pocketsphinx_continuous')) missing.push('pocketsphinx');
  if (!existsSync('/usr/share/pocketsphinx/model/en-us/en-us')) missing.push('pocketsphinx-en-us');
  if (!existsSync('/usr/bin/sox')) missing.push('sox');
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : ['sudo'];
  log(`Installing Debian packages: ${missing.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const exec = (args) => (sudo.length ? run('sudo', args, { env }) : run(args[0], args.slice(1), { env }));
  await exec(['apt-get', 'update', '-qq']);
  await exec(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]);
}
