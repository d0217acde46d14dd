import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { processSettings } from '../../config/env';

const run = promisify(execFile);
let sofficePath: Promise<string | null> | null = null;

/** LibreOffice's headless converter when the machine has it (LIBREOFFICE_PATH, or soffice on PATH). */
export function findLibreOffice(): Promise<string | null> {
  sofficePath ??= (async () => {
    for (const candidate of [processSettings().libreOfficePath, 'soffice', 'libreoffice'].filter(Boolean) as string[]) {
      try {
        await run(candidate, ['--version'], { timeout: 30_000 });
        return candidate;
      } catch {
        // try the next name
      }
    }
    return null;
  })();
  return sofficePath;
}

/** Converts an Office file to PDF in outDir; returns the PDF's path. */
export async function officeToPdf(soffice: string, source: string, outDir: string): Promise<string> {
  await run(
    soffice,
    [
      '--headless',
      '--norestore',
      `-env:UserInstallation=file://${outDir}/profile`,
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      source,
    ],
    { timeout: 5 * 60_000 },
  );
  const base = source
    .split('/')
    .pop()!
    .replace(/\.[^.]+$/, '');
  return `${outDir}/${base}.pdf`;
}
