import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository keeps its own copy of the spec catalogues its tests read, so a clone stands alone.
 * When the shared spec sits beside the clone (../shared/spec, or SHARED_SPEC_DIR), the copy must equal it
 * byte for byte: a changed spec is copied here on purpose, never drifts silently.
 */
const here = import.meta.dirname;
const sharedSpec = process.env.SHARED_SPEC_DIR
  ? resolve(process.env.SHARED_SPEC_DIR)
  : resolve(here, '../../../shared/spec');
const copies = readdirSync(here).filter((name) => name.endsWith('.json'));
const found = existsSync(sharedSpec);

describe('contracts/spec, the copy of the spec catalogues', () => {
  it('holds the catalogues the tests read', () => {
    expect(copies.sort()).toEqual(['constants.json', 'messages.json']);
  });

  it.skipIf(!found)(
    found
      ? `equals ${sharedSpec} byte for byte`
      : `equals ../shared/spec — skipped: ${sharedSpec} does not exist (a clone on its own)`,
    () => {
      for (const name of copies) {
        const shared = join(sharedSpec, name);
        expect(existsSync(shared), `${shared} is missing`).toBe(true);
        expect(
          readFileSync(join(here, name)).equals(readFileSync(shared)),
          `contracts/spec/${name} differs from ${shared}: copy it again`,
        ).toBe(true);
      }
    },
  );
});
