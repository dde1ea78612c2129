import { escapeHtml, md5 } from '../lib';

/** Splits a name into lines of at most ~`width` characters for the picture's caption. */
function lines(text: string, width = 16): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/**
 * The demo's pictures: a 600 × 600 SVG tile (products) in a colour derived from the name, with
 * the name written on it; a wider attachment (the blog's 1200 × 675 pictures) gets the same tile
 * centred on a wider canvas. Generated, so the repository carries no image files.
 */
export function demoImageSvg(title: string, width = 600, height = 600): string {
  if (width !== height) return wideImageSvg(title, width, height);
  const hue = Number.parseInt(md5(title).slice(0, 4), 16) % 360;
  const caption = lines(title).slice(0, 4);
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

function wideImageSvg(title: string, width: number, height: number): string {
  const hue = Number.parseInt(md5(title).slice(0, 4), 16) % 360;
  const all = lines(title, 24);
  const caption = all.length > 4 ? [...all.slice(0, 3), `${all[3]}…`] : all;
  const size = Math.round(height / 12);
  const top = height / 2 - ((caption.length - 1) * size * 1.2) / 2;
  const text = caption
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${Math.round(top + i * size * 1.2)}" text-anchor="middle" font-size="${size}">${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(title)}">
<rect width="${width}" height="${height}" fill="hsl(${hue} 50% 86%)"/>
<circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.22)}" r="${Math.round(height * 0.3)}" fill="hsl(${(hue + 30) % 360} 60% 74%)"/>
<circle cx="${Math.round(width * 0.12)}" cy="${Math.round(height * 0.9)}" r="${Math.round(height * 0.24)}" fill="hsl(${(hue + 330) % 360} 55% 78%)"/>
<g font-family="system-ui, sans-serif" font-weight="700" fill="hsl(${hue} 45% 22%)">${text}</g>
</svg>
`;
}
