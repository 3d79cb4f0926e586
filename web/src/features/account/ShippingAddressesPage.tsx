/**
 * /account/settings/shipping (the route named account-shipping, where the cart's 'New Shipping
 * Address' leads): the member's addresses, adding and editing them in a dialog, choosing the
 * default and deleting one after a confirmation. Coming from the cart (?from=cart) the new-address
 * dialog opens at once, and a saved address takes the member back to the cart with it chosen.
 */
import { useQuery } from '@apollo/client/react';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { AccountScreen } from '../../components/account/AccountScreen';
import { AddressCard, type Address } from './AddressCard';
import { AddressForm } from './AddressForm';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../components/account/SectionStates';
import { useAddressMutations } from './useAddressMutations';

const AccountShippingQuery = graphql(`
  query AccountShipping {
    shippingAddresses {
      id
      ...AddressCard_address
    }
  }
`);

/** The dialog: closed, adding, or editing one address. */
type Editing = null | { address: Address | null };

export function ShippingAddressesPage() {
  const { data, error, refetch } = useQuery(AccountShippingQuery);
  const actions = useAddressMutations();
  const navigate = useNavigate();
  const fromCart = useSearchParams()[0].get('from') === 'cart';
  const [editing, setEditing] = useState<Editing>(fromCart ? { address: null } : null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addresses = data?.shippingAddresses;
  const openNew = () => setEditing({ address: null });

  return (
    <AccountScreen
      title="Shipping Addresses"
      description="Where your books are delivered. The default address is chosen first in your cart."
      actions={
        <Group gap="xs">
          {fromCart && (
            <Button component={Link} to="/cart" variant="default" leftSection={<IconArrowLeft size={16} />}>
              Back to Cart
            </Button>
          )}
          {addresses && addresses.length > 0 && (
            <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
              Add Address
            </Button>
          )}
        </Group>
      }
    >
      {error && !addresses ? (
        <LoadFailed message="Unable to load shipping addresses. Please try again." onRetry={() => void refetch()} />
      ) : !addresses ? (
        <SectionSkeleton rows={2} height={140} />
      ) : addresses.length === 0 ? (
        <EmptyState
          icon={IconTruckDelivery}
          title="No shipping addresses yet"
          text="Add an address to choose it when you check out. We deliver within Nepal."
          action={
            <Button leftSection={<IconPlus size={16} />} onClick={openNew} mt="xs">
              Add Address
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {addresses.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              busy={actions.busy}
              onEdit={(address) => setEditing({ address })}
              onDelete={setDeleting}
              onMakeDefault={(address) => void actions.makeDefault(address)}
            />
          ))}
        </SimpleGrid>
      )}

      {editing && (
        <AddressForm
          opened
          address={editing.address}
          firstAddress={!editing.address && addresses?.length === 0}
          onClose={() => setEditing(null)}
          onSubmit={(values) =>
            editing.address
              ? actions.edit(editing.address, values)
              : actions.add(values, fromCart ? (id) => void navigate(`/cart?address=${id}`) : undefined)
          }
        />
      )}

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this address?"
        centered
        radius="lg"
      >
        <Stack>
          <Text size="sm">
            <b>{deleting?.addressName}</b>: {deleting?.addressLine1}, {deleting?.city} will be removed.
            {deleting?.isDefault ? ' Your oldest other address becomes the default.' : ''}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              disabled={actions.busy}
              onClick={async () => {
                if (deleting && (await actions.remove(deleting))) setDeleting(null);
              }}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </AccountScreen>
  );
}
