import { notFound } from '../errors.ts';
import { deleteProduct } from '../repositories/products.ts';
import type { Write } from './context.ts';

export async function removeProduct({ tx, actor, changes, audit }: Write, pid: number): Promise<void> {
  const removed = await deleteProduct(tx, pid);
  if (!removed) throw notFound(`Product ${pid} not found`);
  audit([{ actor, entity: 'product', entityId: pid, record: { kind: 'station', id: removed.sid }, action: 'delete', before: removed }]);
  changes.add({ type: 'products', sid: removed.sid });
}
