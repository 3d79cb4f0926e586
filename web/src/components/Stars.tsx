/**
 * Five stars filled to the floor of the rating (SPEC §2), with the number for screen readers.
 * One element, not five SVGs: a card's stars are a coloured band (yellow to the rating, grey after)
 * cut out by a repeated star mask, so a page of 36 cards carries 36 elements for them rather
 * than 360 (the server's HTML and hydration both feel the difference on a phone). The mask is in
 * Stars.css (loaded with the screens that draw stars), written once rather than into every card's markup.
 */
import './Stars.css';
import { useTranslation } from '../i18n/react';
import { useFormat } from '../i18n/format';

const GAP = 1;

export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const filled = Math.min(5, Math.max(0, Math.floor(rating)));
  // Where the yellow ends: after the last whole star and its gap.
  const edge = `${filled * (size + GAP)}px`;
  return (
    <span
      role="img"
      aria-label={t('book.rated', { rating: format.rating(rating) })}
      data-filled={filled}
      className="stars"
      style={{
        width: 5 * size + 4 * GAP,
        height: size,
        background: `linear-gradient(90deg, var(--mantine-color-yellow-6) ${edge}, var(--mantine-color-gray-4) ${edge})`,
        maskSize: `${size}px ${size}px`,
        WebkitMaskSize: `${size}px ${size}px`,
      }}
    />
  );
}
