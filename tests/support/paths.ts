import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
export const serverMain = fileURLToPath(new URL('../../dist/node/server/main.js', import.meta.url));
export const clientIndex = fileURLToPath(new URL('../../dist/client/index.html', import.meta.url));

/** These tests run what `npm run build` made; npm test builds first, a bare vitest run does not. */
export function assertBuilt(): void {
  for (const file of [serverMain, clientIndex]) {
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing: run \`npm run build\` first (\`npm test\` builds before testing).`,
      );
    }
  }
}
