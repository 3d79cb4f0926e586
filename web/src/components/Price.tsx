/** A price as SPEC §9 shows it: 'Rs 1,23,456.00' (in Nepali 'रु १,२३,४५६.००'). */
import { Text, type TextProps } from '@mantine/core';
import { useFormat } from '../i18n/format';

export function Price({ amount, ...props }: { amount: string | number } & TextProps) {
  const { money } = useFormat();
  return (
    <Text component="span" {...props}>
      {money(amount)}
    </Text>
  );
}
