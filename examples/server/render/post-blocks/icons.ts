import { raw, type SafeHtml } from '../../lib';

/**
 * The post-blocks plugin's icon pack files (assets/img/iconpack/*.svg) it prints inline through
 * get_svg_icon(): the same markup, newlines included, as the real page shows.
 */
const stroke = 'stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="1.5"';

const files = {
  leftAngle2: `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24">
  <path ${stroke} d="m15 18-6-6 6-6"/>
</svg>
`,
  rightAngle2: `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24">
  <path ${stroke} d="m9 18 6-6-6-6"/>
</svg>
`,
  refresh: `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24">
  <path ${stroke} d="M21 12a9 9 0 0 1-17 4.127M3 12a9 9 0 0 1 17-4.127M20 3v5h-5M4 21v-5h5"/>
</svg>
`,
  user: `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24">
  <circle cx="12" cy="7" r="4" stroke="currentColor" stroke-linejoin="round" stroke-width="1.5"/>
  <path ${stroke} d="M4 21v-3a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v3"/>
</svg>
`,
  calendar: `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24">
  <path ${stroke} d="M3 5.5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-14ZM8 2v3m8-3v3M3 9h18"/>
</svg>
`,
  book: `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24">
  <path ${stroke} d="M4 5v14a3 3 0 0 0 3 3h13V8H7a3 3 0 0 1-3-3Zm0 0a3 3 0 0 1 3-3h13M7 5h10"/>
  <path ${stroke} d="M9.5 18.5v-3.092a3 3 0 0 1 .504-1.664l1.219-1.828a.934.934 0 0 1 1.554 0l1.22 1.828a3 3 0 0 1 .503 1.664V18.5m-5-2.5h5"/>
</svg>
`,
  play_line: `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24">
  <path ${stroke} d="M12 2c5.522 0 10 4.477 10 10s-4.478 10-10 10C6.477 22 2 17.523 2 12S6.477 2 12 2Z" clip-rule="evenodd"/>
  <path ${stroke} d="m16 12-6-4v8l6-4Z"/>
</svg>
`,
  search: `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24">
  <path ${stroke} d="m21 21-4.35-4.35M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0Z"/>
</svg>
`,
  close: `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24">
  <path ${stroke} d="M18 6 6 18M6 6l12 12"/>
</svg>
`,
  arrowUp: `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24">
  <path ${stroke} d="m18 15-6-6-6 6"/>
</svg>
`,
  pause: `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24">
  <path ${stroke} d="M8 5v14M16 5v14"/>
</svg>
`,
} as const;

export type IconName = keyof typeof files;

/** ultimate_post()->get_svg_icon(name) */
export const icon = (name: IconName): SafeHtml => raw(files[name]);
