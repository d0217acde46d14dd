import { PROJECT_TITLE_MAX_LENGTH } from '@portal/contracts';

/**
 * The name a new project starts with: its template's, trimmed and cut to the longest name a
 * project may carry, never splitting a character made of two UTF-16 units.
 */
export function prefillProjectName(templateName: string): string {
  let name = '';
  for (const char of templateName.trim()) {
    if (name.length + char.length > PROJECT_TITLE_MAX_LENGTH) break;
    name += char;
  }
  return name.trimEnd();
}

export type ProjectNameCheck = { ok: true; name: string } | { ok: false; message: string };

/** A blank name is refused with the screen's own wording and nothing is sent (001 §5). */
export function checkNewProjectName(input: string, requiredMessage: string): ProjectNameCheck {
  const name = input.trim();
  return name ? { ok: true, name } : { ok: false, message: requiredMessage };
}
