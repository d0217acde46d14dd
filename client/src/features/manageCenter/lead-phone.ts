/**
 * A lead's phone as the list first shows it: stars for every digit but the last four, so a
 * screen seen over a shoulder gives nothing away until the manager asks for the number.
 */
export function maskedLeadPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}
