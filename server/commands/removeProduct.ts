import { notFound } from '../http/errors.ts';
import { appendEvents } from '../repositories/events.ts';
import { deleteProduct } from '../repositories/products.ts';
import type { CommandContext } from './context.ts';

export async function removeProduct({ sql, actor, announce }: CommandContext, pid: number): Promise<void> {
  const removed = await sql.begin(async (tx) => {
    const removed = await deleteProduct(tx, pid);
    if (!removed) throw notFound(`Product ${pid} not found`);
    await appendEvents(tx, [{ actor, entity: 'product', entityId: pid, action: 'delete', before: removed }]);
    return removed;
  });
  announce({ type: 'products', sid: removed.sid });
}
