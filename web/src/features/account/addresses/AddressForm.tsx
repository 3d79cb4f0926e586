/**
 * Adding or editing a shipping address, in a dialog: every field is needed (the REST service
 * refuses blanks), the city suggests where Pustak delivers, and the first address is the default.
 */
import '@mantine/core/styles/Modal.css';
import { Autocomplete, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from '../../../i18n/translate';
import * as v from 'valibot';
import { useTranslation } from '../../../i18n/react';
import { useSchemaForm } from '../../../lib/schemaForm';
import type { Address } from './AddressCard';

export interface AddressValues {
  addressName: string;
  fullName: string;
  addressLine1: string;
  city: string;
  isDefault: boolean;
}

const EMPTY: AddressValues = { addressName: '', fullName: '', addressLine1: '', city: '', isDefault: false };
const CITIES = ['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Pokhara'];
const MAX = 120;

/** Every field but the default must not be blank; each one's message is addressForm.required.<field>. */
const addressSchema = (t: TFunction<'account'>) => {
  const filled = (field: 'addressName' | 'fullName' | 'addressLine1' | 'city') =>
    v.pipe(v.string(), v.trim(), v.nonEmpty(t(`addressForm.required.${field}`)));
  return v.looseObject({
    addressName: filled('addressName'),
    fullName: filled('fullName'),
    addressLine1: filled('addressLine1'),
    city: filled('city'),
  });
};

export function AddressForm({
  opened,
  address,
  firstAddress,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  /** The address being edited; none when adding. */
  address: Address | null;
  firstAddress: boolean;
  onClose: () => void;
  onSubmit: (values: AddressValues) => Promise<boolean>;
}) {
  const { t } = useTranslation('account');
  const form = useSchemaForm('address', addressSchema(t), { initialValues: address ? { ...address } : EMPTY });
  const field = (name: keyof AddressValues) => ({ ...form.getInputProps(name), maxLength: MAX, required: true });

  const submit = async (values: AddressValues) => {
    const saved = await onSubmit({
      addressName: values.addressName.trim(),
      fullName: values.fullName.trim(),
      addressLine1: values.addressLine1.trim(),
      city: values.city.trim(),
      isDefault: values.isDefault || firstAddress,
    });
    if (saved) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={address ? t('addressForm.editTitle') : t('addressForm.newTitle')}
      centered
      radius="lg"
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('addressForm.name')}
            placeholder={t('addressForm.namePlaceholder')}
            data-autofocus
            {...field('addressName')}
          />
          <TextInput
            label={t('addressForm.fullName')}
            description={t('addressForm.fullNameDescription')}
            autoComplete="name"
            {...field('fullName')}
          />
          <TextInput
            label={t('addressForm.street')}
            placeholder={t('addressForm.streetPlaceholder')}
            autoComplete="street-address"
            {...field('addressLine1')}
          />
          <Autocomplete label={t('addressForm.city')} data={CITIES} {...field('city')} autoComplete="address-level2" />
          {firstAddress ? (
            <Text size="sm" c="dimmed">
              {t('addressForm.firstIsDefault')}
            </Text>
          ) : address?.isDefault ? (
            <Text size="sm" c="dimmed">
              {t('addressForm.isDefault')}
            </Text>
          ) : (
            <Checkbox label={t('addressForm.makeDefault')} {...form.getInputProps('isDefault', { type: 'checkbox' })} />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              {t('addressForm.cancel')}
            </Button>
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? t('addressForm.saving') : t('addressForm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
