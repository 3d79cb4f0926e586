/**
 * Book covers and author portraits drawn locally as SVG, so a machine with no internet shows every
 * one. A cover's design follows its kind (issue 37): poems on paper with an ornament, plays behind a
 * curtain, mysteries dark and slanted, children's books bright and round, non-fiction with a band
 * of colour and a plain typeface, novels framed over a pattern; the typeface follows the title's
 * script. Its colours come from the id, so neighbours in a grid differ. Titles are set large, to
 * stay readable on a 160 px cover. Served by routes/media.ts.
 */
const PALETTE = [
  ['#7b2d26', '#f4e9dc', '#e0a458'],
  ['#1f4e5f', '#e8f1f2', '#f2b134'],
  ['#3d5a40', '#eef3e6', '#d9a441'],
  ['#5b3a70', '#f1e9f6', '#e38f6d'],
  ['#8a5a14', '#fbf1dd', '#2f6f73'],
  ['#243b6b', '#e6ecf7', '#e26d5c'],
  ['#6b2148', '#f7e6ef', '#f0b35e'],
  ['#2f4f4f', '#e9f0ef', '#d76f4b'],
] as const;

type Colours = { ink: string; paper: string; accent: string };

function colours(id: number): Colours {
  const [ink, paper, accent] = PALETTE[Math.abs(id) % PALETTE.length] ?? PALETTE[0];
  return { ink, paper, accent };
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

const DEVANAGARI = /[\u0900-\u097F]/;
const JAPANESE = /[\u3040-\u30FF\u4E00-\u9FFF]/;

/** Serif or sans, in a family that has the title's script (fonts the reader's device has). */
function typeface(text: string, style: 'serif' | 'sans'): string {
  if (DEVANAGARI.test(text))
    return style === 'serif'
      ? "'Noto Serif Devanagari', 'Lohit Devanagari', 'Mukta', serif"
      : "'Noto Sans Devanagari', 'Lohit Devanagari', 'Mukta', sans-serif";
  if (JAPANESE.test(text))
    return style === 'serif'
      ? "'Noto Serif JP', 'IPAMincho', 'Hiragino Mincho ProN', serif"
      : "'Noto Sans JP', 'IPAGothic', 'Hiragino Sans', sans-serif";
  return style === 'serif'
    ? "'Noto Serif', Georgia, 'Times New Roman', serif"
    : "'Noto Sans', 'Helvetica Neue', Arial, sans-serif";
}

/** Which design a book gets, from its genres (the seeded ones; a book of none of these is a novel or non-fiction). */
type Design = 'poetry' | 'drama' | 'mystery' | 'children' | 'nonfiction' | 'novel';

const BY_GENRE: [genre: string, design: Design][] = [
  ['Poetry', 'poetry'],
  ['Drama', 'drama'],
  ["Children's Books", 'children'],
  ['Mystery & Thriller', 'mystery'],
];

function designOf(genres: readonly string[], category: string | null): Design {
  const found = BY_GENRE.find(([genre]) => genres.includes(genre));
  if (found) return found[1];
  return category === 'Non-fiction' ? 'nonfiction' : 'novel';
}

interface TitleBlock {
  lines: string[];
  size: number;
}

/**
 * The title's lines and a size that fits `width` units, at most `max`. A character is about 0.55 of
 * the size wide in these typefaces, 0.7 in bold capitals (`perChar`).
 */
function titleBlock(title: string, chars: number, maxLines: number, width: number, max: number, perChar = 0.55) {
  const lines = wrap(title, chars, maxLines);
  const longest = Math.max(...lines.map((l) => [...l].length), 1);
  return { lines, size: Math.max(16, Math.min(max, Math.floor(width / (longest * perChar)))) } satisfies TitleBlock;
}

/** The author's name on one line, smaller when it is long. */
function authorLine(name: string, width: number, max = 18): { text: string; size: number } {
  const text = wrap(name, 30, 1)[0] ?? '';
  return { text: escapeXml(text), size: Math.max(11, Math.min(max, Math.floor(width / ([...text].length * 0.5)))) };
}

function textLines(block: TitleBlock, x: number, top: number, lineHeight = 1.2): string {
  return block.lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${(top + (i + 1) * block.size * lineHeight).toFixed(1)}" font-size="${block.size}">${escapeXml(l)}</text>`,
    )
    .join('');
}

interface Book {
  id: number;
  title: string;
  authorName: string;
  genres?: readonly string[];
  category?: string | null;
}

export function bookCoverSvg(book: Book): string {
  const c = colours(book.id);
  const design = designOf(book.genres ?? [], book.category ?? null);
  const serif = typeface(book.title, 'serif');
  const sans = typeface(book.title, 'sans');
  const authorFont = typeface(book.authorName, design === 'nonfiction' || design === 'mystery' ? 'sans' : 'serif');
  const author = authorLine(book.authorName, 240);
  const label = `${escapeXml(book.title)} by ${escapeXml(book.authorName)}`;
  const body = DESIGNS[design]({ book, c, serif, sans, authorFont, author });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450" role="img" aria-label="${label}" data-design="${design}">
${body}
</svg>`;
}

interface Parts {
  book: Book;
  c: Colours;
  serif: string;
  sans: string;
  authorFont: string;
  author: { text: string; size: number };
}

const font = (family: string) => `font-family="${family.replace(/"/g, "'")}"`;

const DESIGNS: Record<Design, (p: Parts) => string> = {
  // Paper, a rising sun of rings, the title in italic serif: a book of poems.
  poetry: ({ book, c, serif, authorFont, author }) => {
    const t = titleBlock(book.title, 12, 4, 230, 38);
    const top = 250 - (t.lines.length * t.size * 1.2) / 2;
    return `<rect width="300" height="450" fill="${c.paper}"/>
<rect x="14" y="14" width="272" height="422" fill="none" stroke="${c.ink}" stroke-width="1.5"/>
<rect x="20" y="20" width="260" height="410" fill="none" stroke="${c.ink}" stroke-width="0.75"/>
<g fill="none" stroke="${c.accent}" stroke-width="2">${[18, 34, 50, 66].map((r) => `<circle cx="150" cy="118" r="${r}"/>`).join('')}</g>
<circle cx="150" cy="118" r="9" fill="${c.accent}"/>
<g fill="${c.ink}" text-anchor="middle" ${font(serif)} font-style="italic" font-weight="700">${textLines(t, 150, top)}</g>
<text x="150" y="392" fill="${c.ink}" text-anchor="middle" ${font(authorFont)} font-size="${author.size}">${author.text}</text>`;
  },
  // A stage: curtains either side, a spotlight, the title in capitals.
  drama: ({ book, c, serif, authorFont, author }) => {
    const t = titleBlock(book.title.toUpperCase(), 11, 4, 190, 34, 0.68);
    const top = 215 - (t.lines.length * t.size * 1.2) / 2;
    const folds = (x0: number, dir: number) =>
      [0, 1, 2, 3]
        .map((i) => `<rect x="${x0 + dir * i * 14}" y="0" width="7" height="450" fill="#000" fill-opacity="0.18"/>`)
        .join('');
    return `<rect width="300" height="450" fill="#1d1a1f"/>
<ellipse cx="150" cy="230" rx="110" ry="175" fill="${c.accent}" fill-opacity="0.28"/>
<path d="M0 0 H70 Q52 240 80 450 H0 Z" fill="${c.ink}"/><path d="M300 0 H230 Q248 240 220 450 H300 Z" fill="${c.ink}"/>
${folds(8, 1)}${folds(285, -1)}
<rect x="0" y="0" width="300" height="34" fill="${c.ink}"/><path d="M0 34 Q75 58 150 34 Q225 58 300 34" fill="${c.ink}"/>
<g fill="${c.paper}" text-anchor="middle" ${font(serif)} font-weight="700" letter-spacing="1">${textLines(t, 150, top)}</g>
<text x="150" y="400" fill="${c.accent}" text-anchor="middle" ${font(authorFont)} font-size="${author.size}">${author.text}</text>`;
  },
  // Night, a slash of colour, the title set hard to the left.
  mystery: ({ book, c, sans, authorFont, author }) => {
    const t = titleBlock(book.title.toUpperCase(), 10, 4, 244, 40, 0.72);
    return `<rect width="300" height="450" fill="#15171c"/>
<path d="M0 330 L300 235 L300 290 L0 385 Z" fill="${c.accent}"/>
<path d="M0 356 L300 261 L300 266 L0 361 Z" fill="#15171c" fill-opacity="0.6"/>
<g fill="#f5f5f5" ${font(sans)} font-weight="800" letter-spacing="0.5">${textLines(t, 28, 40, 1.08)}</g>
<text x="28" y="410" fill="${c.accent}" ${font(authorFont)} font-size="${author.size}" font-weight="600" letter-spacing="1">${author.text}</text>`;
  },
  // Bright, round and dotted, the title on a rounded card.
  children: ({ book, c, sans, authorFont, author }) => {
    const t = titleBlock(book.title, 12, 4, 210, 36);
    const cardHeight = t.lines.length * t.size * 1.2 + 40;
    const dots = [
      [40, 60, 26],
      [250, 90, 34],
      [70, 390, 30],
      [240, 370, 22],
      [150, 40, 12],
      [30, 250, 14],
      [275, 260, 16],
    ]
      .map(
        ([x, y, r], i) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? c.paper : c.accent}" fill-opacity="0.9"/>`,
      )
      .join('');
    return `<rect width="300" height="450" fill="${c.ink}"/>
${dots}
<rect x="30" y="${210 - cardHeight / 2}" width="240" height="${cardHeight}" rx="26" fill="${c.paper}"/>
<g fill="${c.ink}" text-anchor="middle" ${font(sans)} font-weight="800">${textLines(t, 150, 210 - cardHeight / 2 + 14)}</g>
<text x="150" y="${210 + cardHeight / 2 + 34}" fill="${c.paper}" text-anchor="middle" ${font(authorFont)} font-size="${author.size}" font-weight="700">${author.text}</text>`;
  },
  // A band of colour with the title in a plain typeface, the author under a rule: history, science, ideas.
  nonfiction: ({ book, c, sans, authorFont, author }) => {
    const t = titleBlock(book.title, 13, 4, 250, 36);
    const band = Math.max(230, 70 + t.lines.length * t.size * 1.15);
    return `<rect width="300" height="450" fill="${c.paper}"/>
<rect width="300" height="${band}" fill="${c.ink}"/>
<rect x="24" y="${band - 10}" width="64" height="20" fill="${c.accent}"/>
<g fill="${c.paper}" ${font(sans)} font-weight="800">${textLines(t, 24, band - 34 - t.lines.length * t.size * 1.15, 1.15)}</g>
<line x1="24" y1="${band + 70}" x2="276" y2="${band + 70}" stroke="${c.ink}" stroke-width="1.5"/>
<text x="24" y="${band + 104}" fill="${c.ink}" ${font(authorFont)} font-size="${author.size}" font-weight="600">${author.text}</text>`;
  },
  // A novel: a pattern above, a framed title below it.
  novel: ({ book, c, serif, authorFont, author }) => {
    const t = titleBlock(book.title, 12, 4, 220, 36);
    const pattern = Math.abs(book.id) % 3;
    const shapes =
      pattern === 0
        ? [0, 1, 2, 3, 4, 5, 6]
            .map(
              (i) =>
                `<path d="M${-40 + i * 56} 0 L${40 + i * 56} 160" stroke="${c.accent}" stroke-width="14" stroke-opacity="0.55"/>`,
            )
            .join('')
        : pattern === 1
          ? [0, 1, 2, 3, 4]
              .map(
                (i) =>
                  `<circle cx="${30 + i * 60}" cy="${i % 2 ? 60 : 110}" r="${i % 2 ? 34 : 24}" fill="${c.accent}" fill-opacity="0.5"/>`,
              )
              .join('')
          : [0, 1, 2, 3]
              .map(
                (i) =>
                  `<path d="M0 ${40 + i * 32} Q75 ${10 + i * 32} 150 ${40 + i * 32} T300 ${40 + i * 32}" fill="none" stroke="${c.accent}" stroke-width="6" stroke-opacity="0.6"/>`,
              )
              .join('');
    const top = 270 - (t.lines.length * t.size * 1.2) / 2;
    return `<rect width="300" height="450" fill="${c.ink}"/>
<g>${shapes}</g>
<rect x="22" y="170" width="256" height="258" fill="none" stroke="${c.paper}" stroke-opacity="0.55" stroke-width="2"/>
<rect x="0" y="0" width="10" height="450" fill="#000" fill-opacity="0.2"/>
<g fill="${c.paper}" text-anchor="middle" ${font(serif)} font-weight="700">${textLines(t, 150, top)}</g>
<text x="150" y="404" fill="${c.paper}" text-anchor="middle" ${font(authorFont)} font-size="${author.size}">${author.text}</text>`;
  },
};

/** A designed monogram: the author's initials (in their own script) on a ring, in their colours. */
export function authorPortraitSvg(author: { id: number; name: string }): string {
  const c = colours(author.id + 3);
  const initials = author.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');
  const family = typeface(author.name, 'serif');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(author.name)}">
<rect width="300" height="300" fill="${c.ink}"/>
<circle cx="150" cy="150" r="118" fill="none" stroke="${c.accent}" stroke-width="6"/>
<circle cx="150" cy="150" r="104" fill="${c.paper}" fill-opacity="0.1"/>
<path d="M150 32 L156 44 L150 56 L144 44 Z" fill="${c.accent}"/>
<text x="150" y="178" fill="${c.paper}" text-anchor="middle" ${font(family)} font-size="80" font-weight="700" letter-spacing="2">${escapeXml(initials)}</text>
</svg>`;
}
