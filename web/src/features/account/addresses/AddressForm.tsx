/**
 * Adding or editing a shipping address, in a dialog: every field is needed (the REST service
 * refuses blanks), the phone must be a Nepali mobile number (checked here as REST checks it, so a
 * reader learns at once), the district is one of Nepal's 77 (searchable, in the reader's
 * language), it says when the store does not deliver there, and the first address is the default.
 */
import '@mantine/core/styles/Modal.css';
import { Autocomplete, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
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
  phone: string;
  district: string;
  isDefault: boolean;
}

/** A district as the form offers it (Query.districts). */
export interface DistrictChoice {
  name: string;
  nepaliName: string;
  deliverable: boolean;
}

const EMPTY: AddressValues = {
  addressName: '',
  fullName: '',
  addressLine1: '',
  city: '',
  phone: '',
  district: '',
  isDefault: false,
};
const CITIES = ['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Pokhara'];
const MAX = 120;

/** Ten digits starting 97 or 98, after an optional +977, spaces and dashes anywhere (as REST's delivery/phone.ts). */
const isNepaliMobile = (phone: string) => /^(\+977)?9[78]\d{8}$/.test(phone.replace(/[\s-]/g, ''));

/** Every field but the default must not be blank; each one's message is addressForm.required.<field>. */
const addressSchema = (t: TFunction<'account'>) => {
  const filled = (field: 'addressName' | 'fullName' | 'addressLine1' | 'city' | 'phone' | 'district') =>
    v.pipe(v.string(), v.trim(), v.nonEmpty(t(`addressForm.required.${field}`)));
  return v.looseObject({
    addressName: filled('addressName'),
    fullName: filled('fullName'),
    addressLine1: filled('addressLine1'),
    city: filled('city'),
    phone: v.pipe(filled('phone'), v.check(isNepaliMobile, t('addressForm.invalidPhone'))),
    district: filled('district'),
  });
};

export function AddressForm({
  opened,
  address,
  firstAddress,
  districts,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  /** The address being edited; none when adding. */
  address: Address | null;
  firstAddress: boolean;
  /** Nepal's districts, each saying whether the store delivers there. */
  districts: readonly DistrictChoice[];
  onClose: () => void;
  onSubmit: (values: AddressValues) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation('account');
  const form = useSchemaForm('address', addressSchema(t), {
    initialValues: address ? { ...address, phone: address.phone ?? '', district: address.district ?? '' } : EMPTY,
  });
  const inNepali = i18n.language === 'ne';
  const districtOptions = districts.map((d) => ({ value: d.name, label: inNepali ? d.nepaliName : d.name }));
  const chosen = districts.find((d) => d.name === form.getValues().district);
  const field = (name: keyof AddressValues) => ({ ...form.getInputProps(name), maxLength: MAX, required: true });

  const submit = async (values: AddressValues) => {
    const saved = await onSubmit({
      addressName: values.addressName.trim(),
      fullName: values.fullName.trim(),
      addressLine1: values.addressLine1.trim(),
      city: values.city.trim(),
      phone: values.phone.trim(),
      district: values.district,
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
          <Select
            label={t('addressForm.district')}
            placeholder={t('addressForm.districtPlaceholder')}
            nothingFoundMessage={t('addressForm.noDistrict')}
            data={districtOptions}
            searchable
            required
            {...form.getInputProps('district')}
            value={form.getValues().district || null}
            onChange={(value) => form.setFieldValue('district', value ?? '')}
            description={chosen && !chosen.deliverable ? t('addressForm.notDelivered') : undefined}
          />
          <TextInput
            label={t('addressForm.phone')}
            description={t('addressForm.phoneDescription')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
            maxLength={30}
            required
          />
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
