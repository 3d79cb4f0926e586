import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '../src/schema.js';
import { newMember, ok } from './client.js';

describe('The schema', () => {
  it('describes every type, field, argument and enum value for frontend developers', () => {
    const schema = buildSchema(typeDefs);
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields()))
          if (!field.description) missing.push(`${type.name}.${field.name}`);
      }
      if (isEnumType(type))
        for (const v of type.getValues()) if (!v.description) missing.push(`${type.name}.${v.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('lists saved addresses, default first, for a member only', async () => {
    const m = await newMember();
    await ok(
      `mutation { a: createShippingAddress(input: { addressName: "Home", fullName: "Sita", addressLine1: "Thamel 1", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id }
                  b: createShippingAddress(input: { addressName: "Office", fullName: "Sita", addressLine1: "Lakeside", city: "Pokhara", phone: "9841234567", district: "Kaski" }) { id } }`,
      {},
      m.token,
    );
    const { data } = await ok(`{ shippingAddresses { addressName isDefault } }`, {}, m.token);
    expect(data.shippingAddresses).toEqual([
      { addressName: 'Home', isDefault: true },
      { addressName: 'Office', isDefault: false },
    ]);
  });
});
