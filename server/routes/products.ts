import { api } from '../../shared/api.ts';
import { addProduct } from '../commands/addProduct.ts';
import { removeProduct } from '../commands/removeProduct.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import type { AppContext } from './context.ts';
import { write } from './endpoint.ts';

export function productCalls(ctx: AppContext, calls: ApiCalls): void {
  write(calls, ctx, api.addProduct, async (w, body) => ({ prod: await addProduct(w, body) }));
  write(calls, ctx, api.removeProduct, async (w, { pid }) => {
    await removeProduct(w, pid);
    return {};
  });
}
