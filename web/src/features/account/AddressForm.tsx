/**
 * Adding or editing a shipping address, in a dialog: every field is needed (the REST service
 * refuses blanks), the city suggests where Pustak delivers, and the first address is the default.
 */
import { Autocomplete, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Address } from './AddressCard';

export interface AddressValues {
  addressName: string;
  fullName: string;
  addressLine1: string;
  city: string;
  isDefault: boolean;
}

const EMPTY: AddressValues = { addressName: '', fullName: '', addressLine1: '', city: '', isDefault: false };
const REQUIRED: Record<Exclude<keyof AddressValues, 'isDefault'>, string> = {
  addressName: 'Address name is required',
  fullName: 'Full name is required',
  addressLine1: 'Street address is required',
  city: 'City is required',
};
const CITIES = ['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Pokhara'];
const MAX = 120;

type Errors = Partial<Record<keyof AddressValues, string>>;

function validate(values: AddressValues): Errors {
  const errors: Errors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]) {
    if (!values[field].trim()) errors[field] = message;
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
  const [values, setValues] = useState<AddressValues>(address ? { ...address } : EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const field = (name: keyof typeof REQUIRED) => ({
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
    const found = validate(values);
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
      title={address ? 'Edit Shipping Address' : 'New Shipping Address'}
      centered
      radius="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Address name" placeholder="Home, Office…" data-autofocus {...field('addressName')} />
          <TextInput
            label="Full name"
            description="Who receives the books"
            autoComplete="name"
            {...field('fullName')}
          />
          <TextInput
            label="Street address"
            placeholder="Thamel Marg 12"
            autoComplete="street-address"
            {...field('addressLine1')}
          />
          <Autocomplete
            label="City"
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
              Your first address becomes your default.
            </Text>
          ) : address?.isDefault ? (
            <Text size="sm" c="dimmed">
              This is your default address.
            </Text>
          ) : (
            <Checkbox
              label="Make this my default address"
              checked={values.isDefault}
              onChange={(e) => {
                const isDefault = e.currentTarget.checked;
                setValues((v) => ({ ...v, isDefault }));
              }}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Address'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
