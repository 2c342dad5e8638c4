import { Router } from 'express';
import { api } from '../../shared/api.ts';
import { addProduct } from '../commands/addProduct.ts';
import { removeProduct } from '../commands/removeProduct.ts';
import type { AppContext } from '../http/context.ts';
import { write } from '../http/endpoint.ts';

export function productRoutes(ctx: AppContext): Router {
  const router = Router();
  write(router, ctx, api.addProduct, async (w, body) => ({ prod: await addProduct(w, body) }));
  write(router, ctx, api.removeProduct, async (w, { pid }) => {
    await removeProduct(w, pid);
    return {};
  });
  return router;
}
