import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import { recordId, storableText } from './common.ts';

export const productCategory = z.enum(PRODUCT_CATEGORIES, { error: `must be one of ${PRODUCT_CATEGORIES.join(', ')}` });
export const serialNumber = storableText().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

export const productInput = z.object({ cat: productCategory, serial: serialNumber }).strict();
export const addProductBody = z.object({ sid: recordId, cat: productCategory, serial: serialNumber }).strict();
export const pidBody = z.object({ pid: recordId }).strict();
