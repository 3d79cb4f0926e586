/**
 * Book and author covers drawn locally as SVG (title, author, a colour picked from the id), so a
 * machine with no internet shows every cover. Served by routes/media.ts.
 */
const PALETTE = [
  ['#7b2d26', '#f4e9dc'],
  ['#1f4e5f', '#e8f1f2'],
  ['#3d5a40', '#eef3e6'],
  ['#5b3a70', '#f1e9f6'],
  ['#8a5a14', '#fbf1dd'],
  ['#243b6b', '#e6ecf7'],
  ['#6b2148', '#f7e6ef'],
  ['#2f4f4f', '#e9f0ef'],
] as const;

function colours(id: number): readonly [string, string] {
  return PALETTE[Math.abs(id) % PALETTE.length] ?? PALETTE[0];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap; long single words are kept whole and the font shrinks instead. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

const FONT = "font-family=\"'Noto Serif', 'Noto Serif Devanagari', Georgia, serif\"";

export function bookCoverSvg(book: { id: number; title: string; authorName: string }): string {
  const [ink, paper] = colours(book.id);
  const lines = wrap(book.title, 14, 5);
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const size = Math.min(30, Math.floor(300 / Math.max(longest, 10)));
  const top = 150 - (lines.length * size * 1.25) / 2;
  const titleText = lines
    .map((l, i) => `<text x="150" y="${top + (i + 1) * size * 1.25}" font-size="${size}">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450" role="img" aria-label="${escapeXml(book.title)} by ${escapeXml(book.authorName)}">
<rect width="300" height="450" fill="${ink}"/>
<rect x="18" y="18" width="264" height="414" fill="none" stroke="${paper}" stroke-opacity="0.5" stroke-width="2"/>
<rect x="0" y="0" width="12" height="450" fill="#000" fill-opacity="0.18"/>
<g fill="${paper}" text-anchor="middle" ${FONT} font-weight="700">${titleText}</g>
<line x1="110" y1="330" x2="190" y2="330" stroke="${paper}" stroke-opacity="0.6"/>
<text x="150" y="370" fill="${paper}" text-anchor="middle" ${FONT} font-size="17">${escapeXml(wrap(book.authorName, 24, 1)[0] ?? '')}</text>
<text x="150" y="412" fill="${paper}" fill-opacity="0.7" text-anchor="middle" font-family="sans-serif" font-size="11" letter-spacing="3">PUSTAK</text>
</svg>`;
}

export function authorPortraitSvg(author: { id: number; name: string }): string {
  const [ink, paper] = colours(author.id + 3);
  const initials = author.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(author.name)}">
<rect width="300" height="300" fill="${ink}"/>
<circle cx="150" cy="150" r="110" fill="${paper}" fill-opacity="0.12"/>
<text x="150" y="175" fill="${paper}" text-anchor="middle" ${FONT} font-size="72" font-weight="700">${escapeXml(initials)}</text>
</svg>`;
}
