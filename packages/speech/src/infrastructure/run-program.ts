// Runs a local program with a time limit; its output is collected, a missing program is reported plainly.
import { spawn } from 'node:child_process';

export interface ProgramResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runProgram(command: string, args: string[], timeoutMs: number): Promise<ProgramResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
