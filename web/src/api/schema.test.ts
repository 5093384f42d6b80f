import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const webDir = join(import.meta.dirname, '..', '..');
const printScript = join(webDir, '..', 'server', 'src', 'scripts', 'print-openapi.ts');

describe('web/src/api/schema.d.ts', () => {
  // Until the server can print its OpenAPI document there is nothing to compare against.
  it.skipIf(!existsSync(printScript))(
    'matches what the generator makes from the server OpenAPI document',
    async () => {
      const run = promisify(execFile);
      const result = await run(process.execPath, [join(webDir, 'scripts', 'generate-api.mjs'), '--check'], {
        cwd: webDir,
      }).then(
        (ok) => ({ code: 0, output: ok.stdout + ok.stderr }),
        (error: { code?: number; stdout?: string; stderr?: string }) => ({
          code: error.code ?? 1,
          output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
        }),
      );
      expect(result.output).toContain('is current');
      expect(result.code).toBe(0);
    },
    120_000,
  );
});
