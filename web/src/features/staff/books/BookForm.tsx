/**
 * Adding or editing a book in the back office: every field a book has (SPEC §3), its genres and
 * author chosen from the catalog's, and its cover (a JPEG or PNG, re-encoded by REST to 2:3).
 * @mantine/form checks what a person can get wrong before anything is sent; REST checks again.
 */
import '@mantine/core/styles/Modal.css';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  Modal,
  NativeSelect,
  NumberInput,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { StaffBookFieldsFragment } from '../../../gql/graphql';
import { useTranslation } from '../../../i18n/react';
import { DIGITAL_FORMATS } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { CreateBook, StaffBookChoices, UpdateBook, UploadCover } from './staffBooks.data';
import { BOOK_FILE_ACCEPT, uploadBookFile } from './uploadBookFile';

const MAX_COVER_BYTES = 5 * 1024 * 1024;

interface Values {
  title: string;
  authorId: string | null;
  price: string | number;
  stock: number | string;
  year: number | string;
  datePublished: string;
  format: string;
  pages: number | string;
  isbn13: string;
  dimensions: string;
  publicationHouse: string;
  imprint: string;
  publicationCity: string;
  language: string;
  category: string;
  subcategory: string;
  description: string;
  genreIds: string[];
}

const initial = (book: StaffBookFieldsFragment | null): Values => ({
  title: book?.title ?? '',
  authorId: book?.author.id ?? null,
  price: book?.price ?? '',
  stock: 0,
  year: book?.year ?? '',
  datePublished: book?.datePublished ?? '',
  format: book?.format ?? '',
  pages: book?.pages ?? '',
  isbn13: book?.isbn13 ?? '',
  dimensions: book?.dimensions ?? '',
  publicationHouse: book?.publicationHouse ?? '',
  imprint: book?.imprint ?? '',
  publicationCity: book?.publicationCity ?? '',
  language: book?.language ?? '',
  category: book?.category ?? '',
  subcategory: book?.subcategory ?? '',
  description: book?.description ?? '',
  genreIds: book?.genres.map((g) => g.id) ?? [],
});

const text = (v: string) => v.trim() || null;
const whole = (v: number | string) => (v === '' ? null : Number(v));

export function BookForm({
  book,
  onClose,
  onSaved,
}: {
  /** The book edited, or null to add one. */
  book: StaffBookFieldsFragment | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation('staff');
  const choices = useQuery(StaffBookChoices);
  const [create, creating] = useMutation(CreateBook);
  const [update, updating] = useMutation(UpdateBook);
  const [upload, uploading] = useMutation(UploadCover);
  const [cover, setCover] = useState<string | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  // eBooks and audiobooks: the file members download (uploadBookFile.ts), sent once the book is saved.
  const [bookFile, setBookFile] = useState<File | null>(null);
  const [sendingFile, setSendingFile] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const required = (v: unknown) => (String(v ?? '').trim() ? null : t('books.form.required'));
  const form = useForm<Values>({
    initialValues: initial(book),
    validate: {
      title: required,
      authorId: required,
      format: required,
      language: required,
      price: (v) => (/^\d{1,8}(\.\d{1,2})?$/.test(String(v)) && Number(v) > 0 ? null : t('books.form.priceInvalid')),
      datePublished: (v) => (!v || /^\d{4}-\d{2}-\d{2}$/.test(v) ? null : t('books.form.dateInvalid')),
    },
  });

  const pick = (file: File | null) => {
    setCoverError(null);
    if (!file) return;
    if (!/^image\/(png|jpeg)$/.test(file.type)) return setCoverError(t('books.form.coverType'));
    if (file.size > MAX_COVER_BYTES) return setCoverError(t('books.form.coverSize'));
    const reader = new FileReader();
    reader.onload = () => setCover(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    const fields = {
      title: v.title.trim(),
      authorId: v.authorId!,
      price: String(v.price),
      year: whole(v.year),
      datePublished: v.datePublished || null,
      format: v.format.trim(),
      pages: whole(v.pages),
      // Checked by the store (13 digits, a correct check digit); hyphens and spaces are fine.
      isbn13: text(v.isbn13),
      dimensions: text(v.dimensions),
      publicationHouse: text(v.publicationHouse),
      imprint: text(v.imprint),
      publicationCity: text(v.publicationCity),
      language: v.language.trim(),
      category: text(v.category),
      subcategory: text(v.subcategory),
      description: v.description.trim(),
      genreIds: v.genreIds,
    };
    try {
      const id = book
        ? (await update({ variables: { id: book.id, input: fields } })).data?.staffUpdateBook.id
        : (await create({ variables: { input: { ...fields, stock: Number(v.stock) || 0 } } })).data?.staffCreateBook.id;
      if (!id) return;
      if (cover) await upload({ variables: { id, cover } });
      if (bookFile && DIGITAL_FORMATS.includes(fields.format)) {
        setSendingFile(true);
        try {
          await uploadBookFile(id, bookFile);
        } finally {
          setSendingFile(false);
        }
      }
      onSaved(id);
    } catch (e) {
      setFailure(errorMessage(e, t('books.form.failed')));
    }
  });

  const genres = choices.data?.genres.map((g) => ({ value: g.id, label: g.name })) ?? [];
  const authors = choices.data?.authors.items.map((a) => ({ value: a.id, label: a.name })) ?? [];
  if (book && !authors.some((a) => a.value === book.author.id))
    authors.unshift({ value: book.author.id, label: book.author.name });
  const busy = creating.loading || updating.loading || uploading.loading || sendingFile;
  const digital = DIGITAL_FORMATS.includes(form.values.format.trim());
  const shownCover = cover ?? book?.coverImage ?? null;

  return (
    <Modal
      opened
      onClose={onClose}
      title={book ? t('books.form.editTitle', { title: book.title }) : t('books.form.addTitle')}
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('books.field.title')} required {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('books.field.author')}
              required
              data={[{ value: '', label: t('books.form.chooseAuthor') }, ...authors]}
              {...form.getInputProps('authorId')}
              value={form.values.authorId ?? ''}
            />
            <TextInput
              label={t('books.field.price')}
              required
              inputMode="decimal"
              leftSection={<Text size="sm">Rs</Text>}
              {...form.getInputProps('price')}
            />
            {book ? (
              <TextInput
                label={t('books.field.stock')}
                value={String(book.stock)}
                readOnly
                description={t('books.form.stockHint')}
              />
            ) : (
              <NumberInput
                label={t('books.field.stock')}
                min={0}
                max={100000}
                allowDecimal={false}
                {...form.getInputProps('stock')}
              />
            )}
            <TextInput
              label={t('books.field.format')}
              required
              placeholder="Paperback"
              {...form.getInputProps('format')}
            />
            <TextInput
              label={t('books.field.language')}
              required
              placeholder="Nepali"
              {...form.getInputProps('language')}
            />
            <NumberInput
              label={t('books.field.year')}
              min={1000}
              max={9999}
              allowDecimal={false}
              {...form.getInputProps('year')}
            />
            <TextInput label={t('books.field.datePublished')} type="date" {...form.getInputProps('datePublished')} />
            <NumberInput
              label={t('books.field.pages')}
              min={1}
              max={100000}
              allowDecimal={false}
              {...form.getInputProps('pages')}
            />
            <TextInput label={t('books.field.isbn13')} {...form.getInputProps('isbn13')} />
            <TextInput
              label={t('books.field.dimensions')}
              placeholder="14 x 21 cm"
              {...form.getInputProps('dimensions')}
            />
            <TextInput label={t('books.field.publicationHouse')} {...form.getInputProps('publicationHouse')} />
            <TextInput label={t('books.field.imprint')} {...form.getInputProps('imprint')} />
            <TextInput label={t('books.field.publicationCity')} {...form.getInputProps('publicationCity')} />
            <TextInput label={t('books.field.category')} {...form.getInputProps('category')} />
            <TextInput label={t('books.field.subcategory')} {...form.getInputProps('subcategory')} />
          </SimpleGrid>
          <Checkbox.Group label={t('books.field.genres')} {...form.getInputProps('genreIds')}>
            <ScrollArea.Autosize mah={160} type="auto" mt={4}>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={6} verticalSpacing={6}>
                {genres.map((g) => (
                  <Checkbox key={g.value} value={g.value} label={g.label} size="xs" />
                ))}
              </SimpleGrid>
            </ScrollArea.Autosize>
          </Checkbox.Group>
          <Textarea
            label={t('books.field.description')}
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('description')}
          />
          <Group align="flex-start" gap="md">
            {shownCover && (
              <Image src={shownCover} alt={t('books.form.coverPreview')} w={80} h={120} fit="cover" radius="sm" />
            )}
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('books.field.cover')}
              </Text>
              <FileButton onChange={pick} accept="image/png,image/jpeg">
                {(props) => (
                  <Button variant="default" size="xs" {...props}>
                    {shownCover ? t('books.form.coverChange') : t('books.form.coverChoose')}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {t('books.form.coverHint')}
              </Text>
              {coverError && (
                <Text size="xs" c="red" role="alert">
                  {coverError}
                </Text>
              )}
            </Stack>
          </Group>
          {digital && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('books.field.file')}
              </Text>
              <Text size="xs" c="dimmed">
                {bookFile
                  ? t('books.form.fileChosen', { name: bookFile.name })
                  : book?.file
                    ? t('books.form.fileCurrent', { name: book.file.name })
                    : t('books.form.fileNone')}
              </Text>
              <FileButton onChange={setBookFile} accept={BOOK_FILE_ACCEPT}>
                {(props) => (
                  <Button variant="default" size="xs" w="fit-content" {...props}>
                    {book?.file || bookFile ? t('books.form.fileChange') : t('books.form.fileChoose')}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {t('books.form.fileHint')}
              </Text>
            </Stack>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
            <Button type="submit" loading={busy}>
              {book ? t('books.form.save') : t('books.form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
