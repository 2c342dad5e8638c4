import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPackage, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useRef, useState, type FormEvent } from 'react';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../../shared/constants.ts';
import type { Product } from '../../../shared/records.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { notifyError, notifyWithAction } from '../../components/notify.ts';
import { errorMessage } from '../../lib/api/http.ts';
import { useAddProduct, useRemoveProduct } from './api.ts';

const SERIAL_MAX = 100;

/** The station's products (category and serial): add and remove (SPEC §2 Products panel). Memoised (StationNcrList.tsx). */
export const ProductsPanel = memo(function ProductsPanel({ sid, products }: { sid: number; products: Product[] }) {
  const add = useAddProduct(sid);
  const remove = useRemoveProduct(sid);
  const [cat, setCat] = useState<ProductCategory | null>(null);
  const [serial, setSerial] = useState('');
  const section = useRef<HTMLElement>(null);
  const ready = cat !== null && serial.trim() !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || add.isPending) return;
    add.mutate({ cat, serial: serial.trim() }, {
      onSuccess: () => setSerial(''),
      onError: (error) => notifyError(errorMessage(error)),
    });
  }

  function removeProduct(product: Product) {
    remove.mutate(product.pid, {
      onSuccess: () => notifyWithAction(`Product ${product.cat} ${product.serial} removed`, { label: 'Undo', run: () => restore(product) }),
      onError: (error) => notifyError(`Could not remove product: ${errorMessage(error)}`),
    });
  }

  /** Undo of a removal: the same category and serial added again (a product has no other fields; it gets a new pid). */
  function restore(product: Product) {
    section.current?.focus({ preventScroll: true }); // the Undo button goes with its notification
    add.mutate({ cat: product.cat, serial: product.serial }, { onError: (error) => notifyError(errorMessage(error)) });
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" id="products" aria-labelledby="products-title" tabIndex={-1} ref={section}>
      <Stack gap="sm">
        <Title order={2} size="h5" id="products-title">Products <Text span c="dimmed" size="sm">({products.length})</Text></Title>
        {products.length === 0 ? (
          <EmptyState compact icon={<IconPackage size={20} stroke={1.5} aria-hidden />} title="No products"
            text="No products yet: add one below." data-testid="products-empty" />
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Products">
            {products.map((product) => (
              <Group key={product.pid} component="li" justify="space-between" wrap="nowrap" gap="xs" py={4}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Badge variant="light" color="indigo" w={76} style={{ flexShrink: 0 }}>{product.cat}</Badge>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{product.serial}</Text>
                </Group>
                <Tooltip label="Remove product" withArrow openDelay={400}>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove product ${product.serial}`}
                    loading={remove.isPending && remove.variables === product.pid} onClick={() => removeProduct(product)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        )}
        <form onSubmit={submit} aria-label="Add product">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Select<ProductCategory> label="Category" data={PRODUCT_CATEGORIES} value={cat} onChange={setCat}
              placeholder="Pick" searchable w={120} style={{ flexShrink: 0 }} />
            <TextInput label="Serial" value={serial} onChange={(e) => setSerial(e.currentTarget.value)} maxLength={SERIAL_MAX}
              style={{ flexGrow: 1, minWidth: 0 }} autoComplete="off" />
            <Button type="submit" disabled={!ready} loading={add.isPending} leftSection={<IconPlus size={14} />} style={{ flexShrink: 0 }}>
              Add
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
});
