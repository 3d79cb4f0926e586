/**
 * Stock shown before a reader tries to buy (issue 16): 'Out of stock' when no copy is left, 'Only N
 * left' when LOW_STOCK or fewer remain, nothing otherwise. Guests see it too.
 */
import { Text, type TextProps } from '@mantine/core';

/** At or below this many copies a card and the book page say how many are left. */
export const LOW_STOCK = 5;

export function stockNote(stock: number): string | null {
  if (stock <= 0) return 'Out of stock';
  if (stock <= LOW_STOCK) return `Only ${stock} left`;
  return null;
}

export function StockNote({ stock, ...props }: { stock: number } & TextProps) {
  const note = stockNote(stock);
  if (!note) return null;
  return (
    <Text size="sm" fw={700} c={stock <= 0 ? 'red.9' : 'clay.8'} {...props}>
      {note}
    </Text>
  );
}
