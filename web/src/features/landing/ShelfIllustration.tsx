/** A drawn bookshelf for the hero (inline SVG: no remote images). */
import { useTranslation } from '../../i18n/react';

const SPINES = [
  ['#c8553d', 34, 150],
  ['#f6e7c8', 26, 170],
  ['#2a9b7c', 40, 140],
  ['#e08e75', 30, 160],
  ['#44a88c', 36, 175],
  ['#f5dcd3', 24, 150],
  ['#d25731', 38, 165],
  ['#a0d3c5', 28, 145],
] as const;

export function ShelfIllustration() {
  const { t } = useTranslation('landing');
  let x = 40;
  return (
    <svg viewBox="0 0 420 300" width="100%" role="img" aria-label={t('hero.shelf')}>
      <rect x="20" y="230" width="380" height="14" rx="4" fill="#00473a" />
      <circle cx="330" cy="70" r="42" fill="#f6e7c8" opacity="0.9" />
      <path d="M260 120 l40 -50 l40 50 z M300 110 l30 -40 l40 50 z" fill="#1a8f70" opacity="0.6" />
      {SPINES.map(([color, width, height], i) => {
        const spine = <rect key={i} x={x} y={230 - height} width={width} height={height} rx="3" fill={color} />;
        x += width + 4;
        return spine;
      })}
      <rect x={x + 6} y="150" width="30" height="80" rx="3" fill="#f6e7c8" transform={`rotate(12 ${x + 21} 190)`} />
    </svg>
  );
}
