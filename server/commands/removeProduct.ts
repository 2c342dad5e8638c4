import { notFound } from '../http/errors.ts';
import { appendEvents } from '../repositories/events.ts';
import { deleteProduct } from '../repositories/products.ts';
import type { CommandContext } from './context.ts';

export async function removeProduct({ actor, outbox }: CommandContext, pid: number): Promise<void> {
  await outbox.transaction(async (tx, record) => {
    const removed = await deleteProduct(tx, pid);
    if (!removed) throw notFound(`Product ${pid} not found`);
    await appendEvents(tx, [{ actor, entity: 'product', entityId: pid, action: 'delete', before: removed }]);
    await record({ type: 'products', sid: removed.sid });
  });
}
