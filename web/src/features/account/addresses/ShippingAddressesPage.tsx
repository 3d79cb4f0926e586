/**
 * /account/settings/shipping (the route named account-shipping, where the cart's 'New Shipping
 * Address' leads): the member's addresses, adding and editing them in a dialog, choosing the
 * default and deleting one after a confirmation. Coming from the cart (?from=cart) the new-address
 * dialog opens at once, and a saved address takes the member back to the cart with it chosen.
 */
import '@mantine/core/styles/Modal.css';
import { useQuery } from '@apollo/client/react';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from '../../../i18n/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AccountShippingQuery } from './ShippingAddressesPage.data';
import { AccountScreen } from '../../../components/account/AccountScreen';
import { AddressCard, type Address } from './AddressCard';
import { AddressForm } from './AddressForm';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/account/SectionStates';
import { useAddressMutations } from './useAddressMutations';

/** The dialog: closed, adding, or editing one address. */
type Editing = null | { address: Address | null };

export function ShippingAddressesPage() {
  const { t } = useTranslation('account');
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
      title={t('shipping.title')}
      description={t('shipping.description')}
      actions={
        <Group gap="xs">
          {fromCart && (
            <Button component={Link} to={paths.cart} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('shipping.backToCart')}
            </Button>
          )}
          {addresses && addresses.length > 0 && (
            <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
              {t('shipping.add')}
            </Button>
          )}
        </Group>
      }
    >
      {error && !addresses ? (
        <LoadFailed message={t('shipping.loadFailed')} onRetry={() => void refetch()} />
      ) : !addresses ? (
        <SectionSkeleton rows={2} height={140} />
      ) : addresses.length === 0 ? (
        <EmptyState
          icon={IconTruckDelivery}
          title={t('shipping.emptyTitle')}
          text={t('shipping.emptyText')}
          action={
            <Button leftSection={<IconPlus size={16} />} onClick={openNew} mt="xs">
              {t('shipping.add')}
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
          districts={data?.districts ?? []}
          onClose={() => setEditing(null)}
          onSubmit={(values) =>
            editing.address
              ? actions.edit(editing.address, values)
              : actions.add(values, fromCart ? (id) => void navigate(paths.cartWithAddress(id)) : undefined)
          }
        />
      )}

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('shipping.deleteTitle')}
        centered
        radius="lg"
      >
        <Stack>
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="shipping.willBeRemoved"
              values={{ name: deleting?.addressName, line: deleting?.addressLine1, city: deleting?.city }}
              components={{ b: <b /> }}
            />
            {deleting?.isDefault ? ` ${t('shipping.oldestBecomesDefault')}` : ''}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('shipping.cancel')}
            </Button>
            <Button
              color="red"
              disabled={actions.busy}
              onClick={async () => {
                if (deleting && (await actions.remove(deleting))) setDeleting(null);
              }}
            >
              {t('shipping.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </AccountScreen>
  );
}
