/**
 * The kiosk's greeting for a recognised person (issue 29: 「王女士，上午好」). A template may use
 * `{name}` and `{timeOfDay}`; an empty template uses the default. Pure: the hour is passed in.
 */
export const DEFAULT_FACE_GREETING = '{name}，{timeOfDay}';

export function timeOfDay(hour: number): string {
  if (hour >= 5 && hour < 11) return '上午好';
  if (hour >= 11 && hour < 13) return '中午好';
  if (hour >= 13 && hour < 18) return '下午好';
  return '晚上好';
}

export function formatGreeting(template: string, name: string, hour: number): string {
  const text = (template.trim() || DEFAULT_FACE_GREETING)
    .replaceAll('{name}', name)
    .replaceAll('{timeOfDay}', timeOfDay(hour));
  return text.slice(0, 120);
}
