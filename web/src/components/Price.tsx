/** A price as SPEC §9 shows it: 'Rs 1,23,456.00'. */
import { Text, type TextProps } from '@mantine/core';
import { formatRs } from '../lib/money';

export function Price({ amount, ...props }: { amount: string | number } & TextProps) {
  return (
    <Text component="span" {...props}>
      {formatRs(amount)}
    </Text>
  );
}
