/**
 * Stock shown before a reader tries to buy (issue 16): 'Out of stock' when no copy is left, 'Only N
 * left' when LOW_STOCK or fewer remain, nothing otherwise. Guests see it too.
 */
import type { TFunction } from '../i18n/translate';
import { useTranslation } from '../i18n/react';
import { Text, type TextProps } from '@mantine/core';

/** At or below this many copies a card and the book page say how many are left. */
export const LOW_STOCK = 5;

export function stockNote(stock: number, t: TFunction): string | null {
  if (stock <= 0) return t('book.outOfStock');
  if (stock <= LOW_STOCK) return t('book.onlyLeft', { count: stock });
  return null;
}

export function StockNote({ stock, ...props }: { stock: number } & TextProps) {
  const { t } = useTranslation();
  const note = stockNote(stock, t);
  if (!note) return null;
  return (
    <Text size="sm" fw={700} c={stock <= 0 ? 'red.9' : 'clay.8'} {...props}>
      {note}
    </Text>
  );
}
