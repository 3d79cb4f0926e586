/**
 * A saved shipping address: name, recipient, street, city and district, phone, the default badge,
 * a warning when the store does not deliver there, and its actions.
 */
import '@mantine/core/styles/Tooltip.css';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { graphql } from '../../../gql';
import type { AddressCard_AddressFragment } from '../../../gql/graphql';
import { useFormat } from '../../../i18n/format';

export const AddressCard_address = graphql(`
  fragment AddressCard_address on ShippingAddress {
    id
    addressName
    fullName
    addressLine1
    city
    phone
    district
    deliverable
    isDefault
  }
`);

export type Address = AddressCard_AddressFragment;

export function AddressCard(props: {
  address: FragmentType<AddressCard_AddressFragment>;
  busy: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onMakeDefault: (address: Address) => void;
}) {
  const { t } = useTranslation('account');
  const { digits } = useFormat();
  const { data: address, complete } = useFragment({ fragment: AddressCard_address, from: props.address });
  if (!complete) return null;
  const name = address.addressName;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('address.label', { name })}
      style={address.isDefault ? { borderColor: 'var(--mantine-color-pine-4)' } : undefined}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconMapPin size={18} color="var(--mantine-color-pine-7)" style={{ flex: 'none' }} />
            <Text fw={700} truncate>
              {name}
            </Text>
          </Group>
          {address.isDefault && (
            <Badge color="pine" variant="light" style={{ flex: 'none' }}>
              {t('address.default')}
            </Badge>
          )}
        </Group>
        <Text size="sm" fw={600}>
          {address.fullName}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {address.addressLine1}, {address.city}
          {address.district && address.district !== address.city ? `, ${address.district}` : ''}
        </Text>
        {address.phone && (
          <Text size="sm" c="dimmed">
            {t('address.phone', { phone: digits(address.phone) })}
          </Text>
        )}
        {!address.deliverable && (
          <Text size="sm" c="orange.8">
            {t('address.notDelivered')}
          </Text>
        )}
        <Group justify="space-between" mt="auto" pt="xs" gap="xs">
          {address.isDefault ? (
            <Text size="xs" c="dimmed">
              {t('address.chosenFirst')}
            </Text>
          ) : (
            <Button
              size="xs"
              variant="light"
              disabled={props.busy}
              onClick={() => props.onMakeDefault(address)}
              aria-label={t('address.setDefaultLabel', { name })}
            >
              {t('address.setDefault')}
            </Button>
          )}
          <Group gap={4}>
            <Tooltip label={t('address.edit')}>
              <ActionIcon
                variant="subtle"
                color="dark"
                size="lg"
                aria-label={t('address.editLabel', { name })}
                disabled={props.busy}
                onClick={() => props.onEdit(address)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('address.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('address.deleteLabel', { name })}
                disabled={props.busy}
                onClick={() => props.onDelete(address)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
