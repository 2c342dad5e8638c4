import type { z } from 'zod';
import type { addProductBody } from '../../shared/schemas/product.ts';
import type { Product } from '../../shared/records.ts';
import { notFound } from '../errors.ts';
import { insertProducts } from '../repositories/products.ts';
import { lockStationShared } from '../repositories/stations.ts';
import { presentProduct } from '../presenters/product.ts';
import type { Write } from './context.ts';

export async function addProduct({ tx, actor, changes, audit }: Write, body: z.output<typeof addProductBody>): Promise<Product> {
  if (!(await lockStationShared(tx, body.sid))) throw notFound(`Station ${body.sid} not found`);
  const [product] = await insertProducts(tx, body.sid, [{ cat: body.cat, serial: body.serial }]);
  audit([{ actor, entity: 'product', entityId: product!.pid, record: { kind: 'station', id: body.sid }, action: 'create', after: product }]);
  changes.add({ type: 'products', sid: body.sid });
  return presentProduct(product!);
}
