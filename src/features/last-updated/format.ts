/**
 * The "Last updated" date as the theme writes it for English ("Nov 26, 2026", UTC), without
 * `Intl.DateTimeFormat`: the theme created a formatter on every render, and the first one
 * loads the browser's locale data, a long task of its own on a phone (bench/profile.md).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
