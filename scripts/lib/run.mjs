// Small process helpers for the start, build and test scripts (plain Node: they run before npm install).
import { spawn } from 'node:child_process';

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export function capture(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', () => resolve({ code: -1, out }));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

export const log = (message) => process.stdout.write(`\x1b[36m▸ ${message}\x1b[0m\n`);
export const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
