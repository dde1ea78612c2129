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
 * The demo's pictures: a 600 × 600 SVG tile (products) in a colour derived from the name, with
 * the name written on it; a wider attachment (the blog's 1200 × 675 pictures) is a scene in the
 * name's colours. Generated, so the repository carries no image files.
 */
export function demoImageSvg(title: string, width = 600, height = 600): string {
  if (width !== height) return wideImageSvg(title, width, height);
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

/**
 * A wider picture (the blog's 1200 × 675 featured images): an abstract scene in the title's
 * colours — sky, sun, two hills — with no caption, since the post's title is printed beside it.
 */
function wideImageSvg(title: string, width: number, height: number): string {
  const hash = md5(title);
  const at = (i: number, span: number): number => Number.parseInt(hash.slice(i, i + 2), 16) % span;
  const hue = Number.parseInt(hash.slice(0, 4), 16) % 360;
  const sunX = Math.round(width * (0.15 + at(4, 70) / 100));
  const sunY = Math.round(height * (0.18 + at(6, 20) / 100));
  const back = Math.round(height * (0.55 + at(8, 15) / 100));
  const front = Math.round(height * (0.7 + at(10, 12) / 100));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 82%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 92%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${sunX}" cy="${sunY}" r="${Math.round(height * 0.13)}" fill="hsl(${(hue + 180) % 360} 75% 70%)"/>
<path d="M0 ${back} C ${width * 0.25} ${back - height * 0.18}, ${width * 0.55} ${back + height * 0.1}, ${width} ${back - height * 0.12} V ${height} H 0 Z" fill="hsl(${hue} 35% 55%)"/>
<path d="M0 ${front} C ${width * 0.3} ${front + height * 0.08}, ${width * 0.6} ${front - height * 0.16}, ${width} ${front} V ${height} H 0 Z" fill="hsl(${hue} 40% 35%)"/>
</svg>
`;
}
