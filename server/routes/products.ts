import { Router } from 'express';
import { addProductBody, pidBody } from '../../shared/schemas/product.ts';
import { addProduct } from '../commands/addProduct.ts';
import { removeProduct } from '../commands/removeProduct.ts';
import type { AppContext } from '../http/context.ts';
import { post } from '../http/endpoint.ts';

export function productRoutes(ctx: AppContext): Router {
  const router = Router();
  post(router, ctx, '/addprod', addProductBody, async (body, command) => ({ prod: await addProduct(command, body) }));
  post(router, ctx, '/rmprod', pidBody, async ({ pid }, command) => {
    await removeProduct(command, pid);
    return {};
  });
  return router;
}
