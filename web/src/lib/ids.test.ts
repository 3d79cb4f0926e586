import { expect, it } from 'vitest';
import { isEntityId } from './ids';

it('takes the ids the graph takes, positive 32-bit integers in plain digits, and no other', () => {
  for (const id of ['1', '47', '2147483647']) expect(isEntityId(id), id).toBe(true);
  for (const id of ['', '0', '012', '-1', '+5', ' 12', '12 ', '1e3', '0x10', '1.0', 'abc', '2147483648', '99999999999'])
    expect(isEntityId(id), JSON.stringify(id)).toBe(false);
});
