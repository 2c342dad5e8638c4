import type { ProductCategory } from '../../shared/constants.ts';
import type { Db } from '../db/sql.ts';

export interface ProductRow { pid: number; sid: number; cat: ProductCategory; serial: string }

export async function listProducts(db: Db, sid: number): Promise<ProductRow[]> {
  return db<ProductRow[]>`select pid, sid, cat, serial from products where sid = ${sid} order by pid`;
}

export async function insertProducts(db: Db, sid: number, products: { cat: ProductCategory; serial: string }[]): Promise<ProductRow[]> {
  if (products.length === 0) return [];
  return db<ProductRow[]>`
    insert into products ${db(products.map((p) => ({ sid, cat: p.cat, serial: p.serial })))}
    returning pid, sid, cat, serial`;
}

export async function deleteProduct(db: Db, pid: number): Promise<ProductRow | undefined> {
  const [row] = await db<ProductRow[]>`delete from products where pid = ${pid} returning pid, sid, cat, serial`;
  return row;
}

/** Bulk insert of products of several stations (the demo data). */
export async function insertProductRows(db: Db, rows: Omit<ProductRow, 'pid'>[], chunk = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await db`insert into products ${db(rows.slice(i, i + chunk))}`;
}
