/**
 * Adding or editing a shipping address, in a dialog: every field is needed (the REST service
 * refuses blanks), the city suggests where Pustak delivers, and the first address is the default.
 */
import '@mantine/core/styles/Modal.css';
import { Autocomplete, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from '../../../i18n/translate';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Address } from './AddressCard';

export interface AddressValues {
  addressName: string;
  fullName: string;
  addressLine1: string;
  city: string;
  isDefault: boolean;
}

const EMPTY: AddressValues = { addressName: '', fullName: '', addressLine1: '', city: '', isDefault: false };
/** The fields that must not be blank; each one's message is addressForm.required.<field>. */
const REQUIRED = ['addressName', 'fullName', 'addressLine1', 'city'] as const;
type RequiredField = (typeof REQUIRED)[number];
const CITIES = ['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Pokhara'];
const MAX = 120;

type Errors = Partial<Record<keyof AddressValues, string>>;

function validate(values: AddressValues, t: TFunction<'account'>): Errors {
  const errors: Errors = {};
  for (const field of REQUIRED) {
    if (!values[field].trim()) errors[field] = t(`addressForm.required.${field}`);
  }
  return errors;
}

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
  const [values, setValues] = useState<AddressValues>(address ? { ...address } : EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const field = (name: RequiredField) => ({
    value: values[name],
    error: errors[name],
    maxLength: MAX,
    required: true,
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name] && value.trim()) setErrors((x) => ({ ...x, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    const saved = await onSubmit({
      addressName: values.addressName.trim(),
      fullName: values.fullName.trim(),
      addressLine1: values.addressLine1.trim(),
      city: values.city.trim(),
      isDefault: values.isDefault || firstAddress,
    });
    setSaving(false);
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
      <form onSubmit={submit} noValidate>
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
          <Autocomplete
            label={t('addressForm.city')}
            data={CITIES}
            value={values.city}
            error={errors.city}
            maxLength={MAX}
            required
            autoComplete="address-level2"
            onChange={(city) => {
              setValues((v) => ({ ...v, city }));
              if (errors.city && city.trim()) setErrors((x) => ({ ...x, city: undefined }));
            }}
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
            <Checkbox
              label={t('addressForm.makeDefault')}
              checked={values.isDefault}
              onChange={(e) => {
                const isDefault = e.currentTarget.checked;
                setValues((v) => ({ ...v, isDefault }));
              }}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('addressForm.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t('addressForm.saving') : t('addressForm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
