/**
 * Adding, editing, choosing the default and deleting shipping addresses, written into Apollo's
 * normalized cache so this screen and the cart's address selector change together. A member has
 * exactly one default: choosing one (or adding one as default) unsets the others here too.
 */
import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { graphql } from '../../../gql';
import { errorMessage, toast } from '../../../lib/notify';
import type { Address } from './AddressCard';
import type { AddressValues } from './AddressForm';

const CreateShippingAddress = graphql(`
  mutation CreateShippingAddress($input: ShippingAddressInput!) {
    createShippingAddress(input: $input) {
      id
      isDefault
      ...AddressCard_address
    }
  }
`);

const UpdateShippingAddress = graphql(`
  mutation UpdateShippingAddress($id: ID!, $input: ShippingAddressUpdate!) {
    updateShippingAddress(id: $id, input: $input) {
      id
      isDefault
      ...AddressCard_address
    }
  }
`);

const DeleteShippingAddress = graphql(`
  mutation DeleteShippingAddress($id: ID!) {
    deleteShippingAddress(id: $id) {
      id
      ...AddressCard_address
    }
  }
`);

/** Every other cached address of the member stops being the default. */
function onlyDefault(cache: ApolloCache, id: string) {
  const others: Reference[] = [];
  cache.modify({
    fields: {
      shippingAddresses(refs: readonly Reference[], { readField }) {
        others.push(...refs.filter((ref) => readField('id', ref) !== id));
        return refs;
      },
    },
  });
  for (const ref of others) cache.modify({ id: cache.identify(ref), fields: { isDefault: () => false } });
}

export function useAddressMutations() {
  const { t } = useTranslation('account');
  const [create] = useMutation(CreateShippingAddress);
  const [update] = useMutation(UpdateShippingAddress);
  const [remove] = useMutation(DeleteShippingAddress);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string, failed: string): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      toast.account(done);
      return true;
    } catch (error) {
      toast.account(errorMessage(error, failed), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    /** Adds an address; `onAdded` hears its id once it is saved (the cart chooses it). */
    add: async (values: AddressValues, onAdded?: (id: string) => void) => {
      let createdId: string | undefined;
      const saved = await run(
        async () => {
          const result = await create({
            variables: { input: values },
            update(cache, { data }) {
              const created = data?.createShippingAddress;
              if (!created) return;
              cache.modify({
                fields: {
                  shippingAddresses: (refs: readonly Reference[], { toReference }) => [
                    ...refs,
                    toReference({ __typename: 'ShippingAddress', id: created.id })!,
                  ],
                },
              });
              if (created.isDefault) onlyDefault(cache, created.id);
            },
          });
          createdId = result.data?.createShippingAddress.id;
        },
        t('shipping.added'),
        t('shipping.saveFailed'),
      );
      if (saved && createdId) onAdded?.(createdId);
      return saved;
    },

    edit: (address: Address, values: AddressValues) =>
      run(
        () =>
          update({
            variables: { id: address.id, input: { ...values, isDefault: values.isDefault || undefined } },
            update(cache, { data }) {
              if (data?.updateShippingAddress.isDefault) onlyDefault(cache, address.id);
            },
          }),
        t('shipping.updated'),
        t('shipping.saveFailed'),
      ),

    makeDefault: (address: Address) =>
      run(
        () =>
          update({
            variables: { id: address.id, input: { isDefault: true } },
            optimisticResponse: { updateShippingAddress: { ...address, isDefault: true } },
            update: (cache) => onlyDefault(cache, address.id),
          }),
        t('shipping.nowDefault', { name: address.addressName }),
        t('shipping.defaultFailed'),
      ),

    remove: (address: Address) =>
      run(
        () =>
          remove({
            variables: { id: address.id },
            update(cache, { data }) {
              const remaining = data?.deleteShippingAddress;
              if (!remaining) return;
              cache.modify({
                fields: {
                  shippingAddresses: (_, { toReference }) =>
                    remaining.map((a) => toReference({ __typename: 'ShippingAddress', id: a.id })!),
                },
              });
              cache.evict({ id: cache.identify({ __typename: 'ShippingAddress', id: address.id }) });
            },
          }),
        t('shipping.deleted'),
        t('shipping.deleteFailed'),
      ),
  };
}
