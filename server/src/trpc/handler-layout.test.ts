import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allCalls } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

/*
 * STYLE rule 3, the cal.com layout: routers/<area>/<procedure>.handler.ts exports exactly one handler,
 * `<procedure>Handler`, for a procedure of its area. The layer rules (dependency-cruiser) keep handlers
 * away from the database and from each other; this keeps the files one per procedure.
 */
const routers = fileURLToPath(new URL('../routers', import.meta.url));
const handlerFiles = readdirSync(routers, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((area) =>
    readdirSync(`${routers}/${area.name}`)
      .filter((f) => f.endsWith('.handler.ts'))
      .map((file) => ({ area: area.name, file, text: readFileSync(`${routers}/${area.name}/${file}`, 'utf8') })),
  );
const EXPORTED_HANDLER = /^export (?:async function\*?|function\*?|const) (\w+Handler)\b/gm;

describe('handler files', () => {
  it('exist', () => {
    expect(handlerFiles.length).toBeGreaterThan(200);
  });

  it.each(handlerFiles.map((h) => [`${h.area}/${h.file}`, h] as const))(
    '%s exports one handler named after it',
    (_, h) => {
      const exported = [...h.text.matchAll(EXPORTED_HANDLER)].map((m) => m[1]);
      const procedure = h.file.replace(/\.handler\.ts$/, '');
      expect(exported).toEqual([`${procedure}Handler`]);
      expect(allCalls.some((c) => c.area === h.area && c.procedure === procedure)).toBe(true);
    },
  );
});
