// Chromium as Lighthouse drives it: the system's browser with a DevTools port, rather than the
// pipe Playwright uses, since Lighthouse connects to a port. Same flags as the tests' browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROWSER_FLAGS } from '../tests/support/browser.js';

const READY_TIMEOUT_MS = 30_000;

export interface DebuggableChromium {
  port: number;
  close(): Promise<void>;
}

/** Starts headless Chromium on a fresh profile; resolves once it says which port it listens on. */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'ritual-lighthouse-'));
  const child = spawn('/usr/bin/chromium', [
    '--headless=new',
    ...BROWSER_FLAGS,
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let printed = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium gave no DevTools port:\n${printed}`)),
        READY_TIMEOUT_MS,
      );
      child.stderr.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
        const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(printed);
        if (listening) {
          clearTimeout(timer);
          resolve(Number(listening[1]));
        }
      });
      child.once('exit', () => reject(new Error(`Chromium exited:\n${printed}`)));
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
