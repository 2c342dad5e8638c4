import type { Product } from '../../shared/records.ts';
import type { ProductRow } from '../repositories/products.ts';

export function presentProduct(row: ProductRow): Product {
  return { pid: row.pid, cat: row.cat, serial: row.serial };
}
