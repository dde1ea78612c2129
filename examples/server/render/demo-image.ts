import { escapeHtml, md5 } from '../lib';

/** Splits a name into lines of at most ~16 characters for the picture's caption. */
function lines(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 16) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 4);
}

/**
 * The demo's product pictures: a 600 × 600 SVG tile in a colour derived from the name, with
 * the name written on it. Generated, so the repository carries no image files.
 */
export function demoImageSvg(title: string): string {
  const hue = Number.parseInt(md5(title).slice(0, 4), 16) % 360;
  const caption = lines(title);
  const top = 300 - (caption.length - 1) * 26;
  const text = caption
    .map(
      (line, i) =>
        `<text x="300" y="${top + i * 52}" text-anchor="middle" font-size="44">${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeHtml(title)}">
<rect width="600" height="600" fill="hsl(${hue} 55% 88%)"/>
<circle cx="470" cy="130" r="90" fill="hsl(${hue} 60% 75%)"/>
<g font-family="system-ui, sans-serif" font-weight="600" fill="hsl(${hue} 45% 25%)">${text}</g>
</svg>
`;
}
