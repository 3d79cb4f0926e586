/**
 * Five stars filled to the floor of the rating (SPEC §2), with the number for screen readers.
 * One element, not five SVGs: a card's stars are a coloured band (yellow to the rating, grey after)
 * cut out by a repeated star mask, so a page of 36 cards carries 36 elements for them rather
 * than 360 (the server's HTML and hydration both feel the difference on a phone).
 */
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';

/** Tabler's filled star (@tabler/icons, 24×24), as a mask image (CSP: img-src allows data:). */
const STAR_MASK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M8.243 7.34l-6.38 .925l-.113 .023a1 1 0 0 0 -.44 1.684l4.622 4.499l-1.09 6.355l-.013 .11a1 1 0 0 0 1.464 .944l5.706 -3l5.693 3l.1 .046a1 1 0 0 0 1.352 -1.1l-1.091 -6.355l4.624 -4.5l.078 -.085a1 1 0 0 0 -.633 -1.62l-6.38 -.926l-2.852 -5.78a1 1 0 0 0 -1.794 0l-2.853 5.78z'/%3E%3C/svg%3E\")";

const GAP = 1;

export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const filled = Math.min(5, Math.max(0, Math.floor(rating)));
  // Where the yellow ends: after the last whole star and its gap.
  const edge = `${filled * (size + GAP)}px`;
  const mask = { image: STAR_MASK, size: `${size}px ${size}px`, repeat: 'space no-repeat' };
  return (
    <span
      role="img"
      aria-label={t('book.rated', { rating: format.rating(rating) })}
      data-filled={filled}
      style={{
        display: 'inline-block',
        flex: 'none',
        width: 5 * size + 4 * GAP,
        height: size,
        background: `linear-gradient(90deg, var(--mantine-color-yellow-6) ${edge}, var(--mantine-color-gray-4) ${edge})`,
        maskImage: mask.image,
        maskSize: mask.size,
        maskRepeat: mask.repeat,
        WebkitMaskImage: mask.image,
        WebkitMaskSize: mask.size,
        WebkitMaskRepeat: mask.repeat,
      }}
    />
  );
}
