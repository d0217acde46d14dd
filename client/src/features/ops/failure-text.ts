import { fieldIssuesOf, messageOf } from '../../lib/call-errors';

/**
 * What the console writes for a failed call. Input the server's schema refused arrives with the
 * raw issue list as its message; the first issue's own words (企业不存在或已删除) read better.
 */
export function failureText(error: unknown): string {
  return fieldIssuesOf(error)[0]?.message ?? messageOf(error);
}

/**
 * A refused form's issues beside its own fields; an issue on anything else (or a refusal without
 * issues) comes back as `other`, so no refusal goes unshown.
 */
export function formFailure<K extends string>(
  error: unknown,
  fields: readonly K[],
): { byField: Partial<Record<K, string>>; other: string | null } {
  const byField: Partial<Record<K, string>> = {};
  let other: string | null = null;
  for (const issue of fieldIssuesOf(error)) {
    const field = fields.find((f) => f === issue.path.split('.')[0]);
    if (!field) other ??= issue.message;
    else byField[field] ??= issue.message;
  }
  if (Object.keys(byField).length === 0 && other === null) other = failureText(error);
  return { byField, other };
}
