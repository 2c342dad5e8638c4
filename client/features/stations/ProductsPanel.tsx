import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../../shared/constants.ts';
import type { Product } from '../../../shared/records.ts';
import { notifyError } from '../../components/notify.ts';
import { errorMessage } from '../../lib/http.ts';
import { useAddProduct, useRemoveProduct } from './api.ts';

const SERIAL_MAX = 100;

/** The station's products (category and serial): add and remove (SPEC §2 Products panel). */
export function ProductsPanel({ sid, products }: { sid: number; products: Product[] }) {
  const add = useAddProduct(sid);
  const remove = useRemoveProduct(sid);
  const [cat, setCat] = useState<ProductCategory | null>(null);
  const [serial, setSerial] = useState('');
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
    remove.mutate(product.pid, { onError: (error) => notifyError(`Could not remove product: ${errorMessage(error)}`) });
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="products-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="products-title">Products <Text span c="dimmed" size="sm">({products.length})</Text></Title>
        {products.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="xs">No products yet.</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Products">
            {products.map((product) => (
              <Group key={product.pid} component="li" justify="space-between" wrap="nowrap" gap="xs" py={4}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Badge variant="light" color="indigo" w={76} style={{ flexShrink: 0 }}>{product.cat}</Badge>
                  <Text size="sm" ff="monospace" truncate>{product.serial}</Text>
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
}
